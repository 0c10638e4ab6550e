import type { StepFormController } from "@pkg/screens";
import { useAppDispatch, useAppSelector } from "@pkg/stores";
import * as React from "react";
import { useLocation, useNavigate } from "react-router";

import { toast } from "../../app/toast-store";
import { useGoHome } from "../../app/use-home-route";
import { useSignOut } from "../../app/use-sign-out";
import type { OnboardingFlowTable } from "./onboarding-flow";

/** The outcome of what a step keeps outside the draft before its answers (files kept in the browser). */
export type Kept =
  | { meta: { requestStatus: "fulfilled" } }
  | { meta: { requestStatus: "rejected" }; payload?: { message?: string } };

/**
 * One page of either onboarding, from its flow's table: the draft, the page's header (`frame`:
 * its step of the progress, the logo, Sign out), Back, Next and 'Skip this for now' (which moves
 * on without saving), `save` (the flow's step-saved event for the page's answers, then Next),
 * `saveAfter` (something kept first, with the saving state and a toast when it fails), and
 * `formProps`, which wires a step's form to its screen so that Continue runs `save` (or another
 * handler) with the checked answers.
 */
export function useOnboardingStep<
  Key extends string,
  Draft,
  Answers extends Partial<Record<Key, unknown>>,
  Frame extends object,
  StepProps extends object,
  Page extends Key | "finish",
>(flow: OnboardingFlowTable<Key, Draft, Answers, Frame, StepProps>, page: Page) {
  type SavedPage = Page & Key & keyof Answers;
  const dispatch = useAppDispatch();
  const draft = useAppSelector(flow.selectDraft);
  const navigate = useNavigate();
  const location = useLocation();
  const goHome = useGoHome();
  const { onSignOut } = useSignOut();
  const [saving, setSaving] = React.useState(false);
  const row = flow.pages[page];
  const state: unknown = flow.keepTrail?.includes(page) ? location.state : null;
  const goTo = (to: string | undefined) => () => {
    if (to) void navigate(to, { state });
  };
  const goNext = goTo(row.next);
  const onBack = goTo(row.back);
  const frame = flow.frame({ step: row.step, onLogoClick: goHome, onSignOut });

  const save = (answers: Answers[SavedPage]) => {
    flow.save(dispatch, page as SavedPage, answers);
    goNext();
  };

  const saveAfter = async (keep: () => Promise<Kept>, answers: Answers[SavedPage], failure: string) => {
    setSaving(true);
    const kept = await keep();
    if (kept.meta.requestStatus === "rejected") {
      setSaving(false);
      const message = "payload" in kept ? kept.payload?.message : undefined;
      toast({ variant: "destructive", title: failure, description: message ?? "Please try again" });
      return;
    }
    save(answers);
  };

  function formProps<Values, Data, Field extends string>(
    form: StepFormController<Values, Data, Field>,
    onValid: (data: Data) => void,
  ) {
    return {
      values: form.values,
      errors: form.errors,
      onChange: form.setValue,
      onContinue: form.handleContinue(onValid),
      onBack,
      ...frame,
      ...flow.stepProps({ onSkip: goNext, complete: form.complete, saving }),
    };
  }

  return {
    step: row.step,
    draft,
    dispatch,
    frame,
    goNext,
    onBack,
    onSkip: goNext,
    save,
    saving,
    saveAfter,
    formProps,
  };
}
