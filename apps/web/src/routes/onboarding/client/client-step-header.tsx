import { BrandMark, CLIENT_ONBOARDING_STEPS, CLIENT_ROLE_LABEL } from "@pkg/screens";
import { StepHeader } from "@pkg/ui";
import { useNavigate } from "react-router";

import { paths } from "../../../app/paths";
import { config } from "../../../config";

/** The design system's step header for the client flow: 8 steps, the client label, logo to /. */
export function ClientStepHeader({ step }: { step: number }) {
  const navigate = useNavigate();
  return (
    <StepHeader
      className="mx-auto max-w-3xl"
      steps={CLIENT_ONBOARDING_STEPS}
      current={step}
      roleLabel={CLIENT_ROLE_LABEL}
      productName={config.productName}
      logo={<BrandMark />}
      onLogoClick={() => void navigate(paths.root)}
      stepsLabel="Onboarding progress"
    />
  );
}
