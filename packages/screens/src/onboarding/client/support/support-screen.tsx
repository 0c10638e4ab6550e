import { isSupportOption, SUPPORT_NO_ONE, SUPPORT_OPTIONS, type SupportAnswer } from "@pkg/contracts";

import { ClientStepLayout, MultiChoice, withExclusiveChoice, type ClientStepLayoutProps } from "../shared";

export type SupportScreenProps = Pick<ClientStepLayoutProps, "onBack" | "onSkip" | "stepHeader"> & {
  support: SupportAnswer;
  onSupportChange: (support: SupportAnswer) => void;
  /** Continue saves the choices; it is never disabled (spec section 5). */
  onContinue: () => void;
};

/**
 * Step 5, Support (`/support`): who supports the person, any number of the six, or 'No one right
 * now' alone (choosing it clears the others, choosing another clears it).
 */
export function SupportScreen({ support, onSupportChange, ...layout }: SupportScreenProps) {
  return (
    <ClientStepLayout
      step={5}
      title="Who supports you?"
      description="Tell us who you can lean on. Choose as many as apply."
      continueActive={support.length > 0}
      {...layout}
    >
      <MultiChoice
        label="Your support"
        options={SUPPORT_OPTIONS}
        value={support}
        onValueChange={(next) =>
          onSupportChange(withExclusiveChoice(support, next, SUPPORT_NO_ONE).filter(isSupportOption))
        }
      />
    </ClientStepLayout>
  );
}
