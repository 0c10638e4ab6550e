import type { AppDispatch, RootState } from "@pkg/stores";

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

/** What every page of an onboarding gets for its header: the step it is on, the logo, Sign out. */
export type FlowChrome = { step: number; onLogoClick: () => void; onSignOut: () => void };

/** What a form step's screen gets beside its answers: Skip, and whether the answers are complete. */
export type FlowStepState = { onSkip: () => void; complete: boolean; saving: boolean };

/**
 * An onboarding's table: its pages in order with their paths (the flow above), its draft, how a
 * page's answers are saved (the flow's one step-saved event), and what its screens take for their
 * frame. `useOnboardingStep` gives every page of the flow what it needs from it.
 */
export type OnboardingFlowTable<
  Key extends string,
  Draft,
  Answers extends Partial<Record<Key, unknown>>,
  Frame extends object,
  StepProps extends object,
> = {
  pages: Record<Key | "finish", FlowPage>;
  /** The draft so far, from the store. */
  selectDraft: (state: RootState) => Draft;
  /** Keeps a page's answers in the draft: the flow's one step-saved event. */
  save: <Page extends keyof Answers & Key>(dispatch: AppDispatch, page: Page, answers: Answers[Page]) => void;
  /** The header props of every page of the flow (the step header, the logo, Sign out). */
  frame: (chrome: FlowChrome) => Frame;
  /** What a form step's screen takes beside its answers and frame (Skip, or Next enabled). */
  stepProps: (state: FlowStepState) => StepProps;
  /** Pages that pass the history state on (the client's personality trail). */
  keepTrail?: readonly (Key | "finish")[];
};
