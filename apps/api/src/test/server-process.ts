import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const apiRoot = fileURLToPath(new URL("../..", import.meta.url));

export type ServerProcess = {
  /** The base URL it listens on, e.g. http://127.0.0.1:41234 */
  url: string;
  pid: number;
  /** Everything it printed so far (warnings and errors only: LOG_LEVEL is warn). */
  output: () => string;
  /** SIGKILL: no shutdown of any kind. Resolves once the process is gone. */
  kill: () => Promise<void>;
  /** SIGTERM, the normal shutdown. Resolves with the exit code. */
  stop: () => Promise<number | null>;
};

/**
 * Runs the real server (`src/main.ts` through tsx, so no build is needed) on a port of its own on
 * 127.0.0.1, and resolves once it listens. `env` adds to or overrides the defaults: no demo
 * accounts, warnings only, and no DATABASE_URL unless given (the embedded database in DATA_DIR).
 */
export async function startServerProcess(
  env: { DATA_DIR: string; DATABASE_URL?: string } & Record<string, string>,
): Promise<ServerProcess> {
  const { DATABASE_URL: _url, HAVEN_TEST_DB: _kind, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiRoot,
    env: { ...inherited, PORT: "0", HOST: "127.0.0.1", SEED_DEMO: "false", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /is running at http:\/\/localhost:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    void exited.then(() => reject(new Error(`the server exited before it listened:\n${output}`)));
  });
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    kill: async () => {
      if (gone()) return;
      child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      if (!gone()) child.kill("SIGTERM");
      await exited;
      return child.exitCode;
    },
  };
}
