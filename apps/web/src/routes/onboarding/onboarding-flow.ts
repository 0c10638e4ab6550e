/** One page of an onboarding: the step its header shows, where Back goes and where it leads. */
export type FlowPage = { step: number; back?: string; next?: string };

type FlowShape<Key extends string> = {
  /** The finish page, after the last step. */
  finish: string;
  /** How many numbered steps the header shows; summary and finish show them all completed. */
  steps: number;
  /** Pages before the first numbered step (the practitioner's intro carousel). */
  before?: number;
  /** Pages beside the line: reached from the page before them, leading to the page after them. */
  beside?: readonly NoInfer<Key>[];
};

/**
 * An onboarding's flow table, from its pages in order (the paths the server keeps progress under):
 * each page's Back is the page before it on the line and Next the page after it.
 */
export function onboardingFlow<Key extends string>(
  pages: Record<Key, string>,
  { finish, steps, before = 0, beside = [] }: FlowShape<Key>,
): Record<Key | "finish", FlowPage> {
  const ordered = [...(Object.entries(pages) as [Key, string][]), ["finish", finish] as ["finish", string]];
  const line = ordered.filter(([key]) => !beside.includes(key as Key));
  const flow = {} as Record<Key | "finish", FlowPage>;
  line.forEach(([key], index) => {
    flow[key] = {
      step: Math.min(Math.max(index - before, 0), steps),
      back: line[index - 1]?.[1],
      next: line[index + 1]?.[1],
    };
  });
  ordered.forEach(([key], index) => {
    if (!beside.includes(key as Key)) return;
    const [previous, following] = [ordered[index - 1], ordered[index + 1]];
    flow[key] = { step: previous ? flow[previous[0]].step : 0, back: previous?.[1], next: following?.[1] };
  });
  return flow;
}
