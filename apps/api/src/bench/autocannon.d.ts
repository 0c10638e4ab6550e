// The parts of autocannon's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  type Options = {
    /** Several addresses: the connections take them in turn (a round-robin). */
    url: string | string[];
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
  };
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
