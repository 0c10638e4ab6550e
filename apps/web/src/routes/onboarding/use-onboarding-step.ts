import type { StepFormController } from "@pkg/screens";
import { useLocation, useNavigate } from "react-router";

import type { FlowPage } from "./onboarding-flow";

/**
 * One onboarding page of either flow, from its row of the flow table: Back, Next (and 'Skip this
 * for now', which moves on without saving), and `formProps`, which wires a step's form to its
 * screen so that Continue runs `save` with the checked answers. `keepTrail` passes the page's
 * history state on (the client steps between the personality step and readiness).
 */
export function useOnboardingStep(page: FlowPage, { keepTrail = false }: { keepTrail?: boolean } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const state: unknown = keepTrail ? location.state : null;
  const goTo = (to: string | undefined) => () => {
    if (to) void navigate(to, { state });
  };
  const goNext = goTo(page.next);
  const onBack = goTo(page.back);

  function formProps<Values, Data, Field extends string>(
    form: StepFormController<Values, Data, Field>,
    save: (data: Data) => void,
  ) {
    return {
      values: form.values,
      errors: form.errors,
      onChange: form.setValue,
      onContinue: form.handleContinue(save),
      onBack,
    };
  }

  return { step: page.step, goNext, onBack, onSkip: goNext, formProps };
}
