import { MRS_ITEMS, MRS_VALUE_LABELS, mrsValueMessage, type MrsAnswers, type MrsItem } from "@pkg/contracts";
import { Button, cn, Field, Label, Progress, RadioGroup, RadioGroupItem } from "@pkg/ui";
import * as React from "react";

import { CancelButton, NO_ERRORS, SaveFailedAlert, type HealthFormProps } from "../shared/form-parts";

/** How the 11 questions are laid out: one per step (phones), or all in one form. */
export type CheckInLayout = "steps" | "form";

export type SymptomCheckInFormProps = HealthFormProps<MrsAnswers> & {
  /** `steps`: one question at a time with Next and Back (below 640 px); `form`: all eleven at once. */
  layout: CheckInLayout;
  /** Answers to start from (an entry being edited). */
  initialAnswers?: Partial<MrsAnswers>;
};

type Draft = Partial<Record<MrsItem, number>>;

/** One question: the item's name, and its five values with the scale's words. */
function MrsQuestion({
  item,
  value,
  error,
  onChange,
  headingRef,
}: {
  item: (typeof MRS_ITEMS)[number];
  value: number | undefined;
  error: string | undefined;
  onChange: (value: number) => void;
  headingRef?: React.Ref<HTMLSpanElement>;
}) {
  const id = `mrs-${item.slug}`;
  return (
    <Field group label={<span ref={headingRef}>{item.name}</span>} error={error} data-item={item.slug}>
      <RadioGroup
        value={value === undefined ? "" : String(value)}
        onValueChange={(next) => onChange(Number(next))}
        className="grid gap-2 sm:grid-cols-5"
      >
        {MRS_VALUE_LABELS.map((word, score) => (
          <div
            key={word}
            className={cn(
              "flex items-center gap-2 rounded-md border border-border px-3 py-2",
              "has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent",
            )}
          >
            <RadioGroupItem value={String(score)} id={`${id}-${score}`} />
            <Label htmlFor={`${id}-${score}`} className="flex-1 cursor-pointer gap-1.5 font-normal">
              <span className="font-semibold tabular-nums">{score}</span>
              {word}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </Field>
  );
}

/**
 * The Menopause Rating Scale check-in: the 11 questions, each 0 (none) to 4 (very severe) with the
 * scale's words. On a phone one question per step ('Question 3 of 11', Next and Back); elsewhere
 * one form. A question left out gets its message; the answers stay when saving fails.
 */
export function SymptomCheckInForm({
  layout,
  initialAnswers = {},
  fieldErrors = NO_ERRORS,
  submitting = false,
  submitError,
  submitLabel = "Save check-in",
  onSubmit,
  onCancel,
}: SymptomCheckInFormProps) {
  const [answers, setAnswers] = React.useState<Draft>(initialAnswers);
  const [errors, setErrors] = React.useState<Partial<Record<MrsItem, string>>>({});
  // Server errors are shown until the question is answered again.
  const [changed, setChanged] = React.useState<Set<MrsItem>>(new Set());
  // Starts at the first question the API refused, if any.
  const [step, setStep] = React.useState(() =>
    Math.max(
      0,
      MRS_ITEMS.findIndex((item) => fieldErrors[`answers.${item.slug}`]),
    ),
  );
  const headings = React.useRef(new Map<MrsItem, HTMLSpanElement>());
  const stepRef = React.useRef<HTMLParagraphElement>(null);
  const moved = React.useRef(false);

  const errorOf = (slug: MrsItem) =>
    errors[slug] ?? (changed.has(slug) ? undefined : fieldErrors[`answers.${slug}`]);

  // New field errors from the API: shown again, from the first question they name.
  const errorsKey = JSON.stringify(fieldErrors);
  const [errorsSeen, setErrorsSeen] = React.useState(errorsKey);
  if (errorsKey !== errorsSeen) {
    setErrorsSeen(errorsKey);
    setChanged(new Set());
    const first = MRS_ITEMS.findIndex((item) => fieldErrors[`answers.${item.slug}`]);
    if (first >= 0) setStep(first);
  }

  // After Next or Back, reading starts again at the new question.
  React.useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    stepRef.current?.focus();
  }, [step]);

  const answer = (slug: MrsItem, value: number) => {
    setAnswers((current) => ({ ...current, [slug]: value }));
    setErrors((current) => ({ ...current, [slug]: undefined }));
    setChanged((current) => new Set(current).add(slug));
  };

  const missing = (items: readonly (typeof MRS_ITEMS)[number][]) =>
    items.filter((item) => answers[item.slug] === undefined);

  const focusQuestion = (slug: MrsItem) => {
    // The first radio of the question, so that arrow keys choose at once.
    const group = headings.current.get(slug)?.closest("[data-slot=field]");
    const radio = group?.querySelector<HTMLButtonElement>("[role=radio]");
    (radio ?? headings.current.get(slug))?.focus();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (layout === "steps" && step < MRS_ITEMS.length - 1) {
      next();
      return;
    }
    const left = missing(MRS_ITEMS);
    if (left.length > 0) {
      setErrors(Object.fromEntries(left.map((item) => [item.slug, mrsValueMessage(item.name)])));
      const first = left[0]!;
      if (layout === "steps") {
        moved.current = true;
        setStep(MRS_ITEMS.findIndex((item) => item.slug === first.slug));
      } else {
        requestAnimationFrame(() => focusQuestion(first.slug));
      }
      return;
    }
    onSubmit(answers as MrsAnswers);
  };

  const next = () => {
    const item = MRS_ITEMS[step]!;
    if (answers[item.slug] === undefined) {
      setErrors((current) => ({ ...current, [item.slug]: mrsValueMessage(item.name) }));
      focusQuestion(item.slug);
      return;
    }
    moved.current = true;
    setStep((current) => Math.min(current + 1, MRS_ITEMS.length - 1));
  };

  const back = () => {
    moved.current = true;
    setStep((current) => Math.max(current - 1, 0));
  };

  const shown = layout === "steps" ? [MRS_ITEMS[step]!] : MRS_ITEMS;
  const last = layout === "form" || step === MRS_ITEMS.length - 1;

  return (
    <form noValidate onSubmit={submit} aria-label="Symptom check-in" className="flex flex-col gap-5">
      {layout === "steps" ? (
        <div className="flex flex-col gap-2">
          <p ref={stepRef} tabIndex={-1} className="text-sm font-medium text-muted-foreground outline-none">
            Question {step + 1} of {MRS_ITEMS.length}
          </p>
          <Progress value={((step + 1) / MRS_ITEMS.length) * 100} aria-label="Questions answered so far" />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          How much has each of these troubled you lately? Choose 0 for none up to 4 for very severe.
        </p>
      )}
      <div className="flex flex-col gap-6">
        {shown.map((item) => (
          <MrsQuestion
            key={item.slug}
            item={item}
            value={answers[item.slug]}
            error={errorOf(item.slug)}
            onChange={(value) => answer(item.slug, value)}
            headingRef={(element) => {
              if (element) headings.current.set(item.slug, element);
              else headings.current.delete(item.slug);
            }}
          />
        ))}
      </div>
      <SaveFailedAlert message={submitError} hint="Your answers are kept: try again when you are ready." />
      <div className="flex flex-wrap items-center gap-3">
        {layout === "steps" && step > 0 ? (
          <Button variant="outline" onClick={back}>
            Back
          </Button>
        ) : null}
        {last ? (
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        ) : (
          <Button type="submit">Next</Button>
        )}
        <CancelButton onCancel={onCancel} />
      </div>
    </form>
  );
}
