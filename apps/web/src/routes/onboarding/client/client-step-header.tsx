import { BrandMark, CLIENT_ONBOARDING_STEPS, CLIENT_ROLE_LABEL } from "@pkg/screens";
import { Button, StepHeader } from "@pkg/ui";

import { config } from "../../../config";
import type { FlowChrome } from "../onboarding-flow";

/**
 * The design system's step header for the client flow: 8 steps, the client label, the logo (home,
 * which is the onboarding itself: nothing typed is lost), and Sign out under it for someone who
 * leaves in the middle.
 */
export function ClientStepHeader({ step, onLogoClick, onSignOut }: FlowChrome) {
  return (
    <>
      <StepHeader
        className="mx-auto max-w-3xl"
        steps={CLIENT_ONBOARDING_STEPS}
        current={step}
        roleLabel={CLIENT_ROLE_LABEL}
        productName={config.productName}
        logo={<BrandMark />}
        onLogoClick={onLogoClick}
        stepsLabel="Onboarding progress"
      />
      <div className="mx-auto flex max-w-3xl justify-end px-4 pb-2 md:px-8">
        <Button variant="link" size="sm" className="h-auto px-0" onClick={onSignOut}>
          Sign out
        </Button>
      </div>
    </>
  );
}
