import { cn } from "@pkg/ui";

import { ClientStepLayout, type ClientStepLayoutProps } from "../shared";

/** The external tests the personality step offers (spec section 2); each opens in a new tab. */
export const PERSONALITY_TESTS = [
  {
    id: "16-personalities",
    name: "The 16 personalities test",
    description: "About 12 minutes. Gives a four-letter type such as INFJ or ESTP.",
    href: "https://www.16personalities.com/free-personality-test",
  },
  {
    id: "enneagram",
    name: "The enneagram test",
    description: "About 10 minutes. Gives one of nine types and how you respond to stress.",
    href: "https://www.truity.com/test/enneagram-personality-test",
  },
] as const;
export type PersonalityTestId = (typeof PERSONALITY_TESTS)[number]["id"];

export type ChooseTestScreenProps = Pick<ClientStepLayoutProps, "onBack" | "onSkip" | "stepHeader"> & {
  /** The test opened last, once one has been opened. */
  openedTest?: PersonalityTestId | null;
  /** A test's link was followed (it opens in a new tab). */
  onOpenTest: (test: PersonalityTestId) => void;
  /** The next click after the test: on to readiness. */
  onContinue: () => void;
};

/**
 * Choose test (`/choose-test`, part of step 6): the 16 personalities test or the enneagram test
 * opens in a new tab; the person comes back and continues to readiness.
 */
export function ChooseTestScreen({ openedTest = null, onOpenTest, ...layout }: ChooseTestScreenProps) {
  const opened = PERSONALITY_TESTS.find((test) => test.id === openedTest);
  return (
    <ClientStepLayout
      step={6}
      title="Take a quick personality test"
      description="Each test opens in a new tab. When you have your result, come back here and continue."
      continueActive={opened !== undefined}
      {...layout}
    >
      <ul className="grid gap-3 md:grid-cols-2">
        {PERSONALITY_TESTS.map((test) => (
          <li key={test.id}>
            <a
              href={test.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onOpenTest(test.id)}
              data-opened={test.id === openedTest ? "" : undefined}
              className={cn(
                "flex h-full flex-col gap-1 rounded-md border border-border bg-card px-4 py-4 text-sm transition-colors outline-none",
                "hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/60",
                "data-opened:border-primary data-opened:bg-primary/5",
              )}
            >
              <span className="text-base font-semibold text-primary underline-offset-4">
                {test.name}
                <span className="sr-only"> (opens in a new tab)</span>
                <span aria-hidden="true"> ↗</span>
              </span>
              <span className="text-muted-foreground">{test.description}</span>
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="min-h-5 text-sm font-medium">
        {opened ? `${opened.name} opened in a new tab. When you are done, continue to the next step.` : ""}
      </p>
    </ClientStepLayout>
  );
}
