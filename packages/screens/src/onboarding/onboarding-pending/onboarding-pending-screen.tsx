import type { AccountType } from "@pkg/contracts";
import { Button } from "@pkg/ui";

import { AuthLayout } from "../../auth/auth-layout";
import { FormMessage } from "../../auth/shared";

export type OnboardingPendingScreenProps = {
  /** The person's name, as they registered it. */
  name: string;
  accountType: AccountType;
  onSignOut: () => void;
  signingOut?: boolean;
};

/**
 * The onboarding routes' page until the onboarding steps arrive: it welcomes the verified person
 * by name and says their steps are on the way.
 */
export function OnboardingPendingScreen({
  name,
  accountType,
  onSignOut,
  signingOut = false,
}: OnboardingPendingScreenProps) {
  return (
    <AuthLayout title={`Welcome, ${name}!`} description="Your email is verified and your account is ready.">
      <FormMessage tone="info" title="Your onboarding steps are on the way">
        {accountType === "practitioner"
          ? "Soon you will set up your practice here: your specialty, your plan, your profile and the clients you invite."
          : "Soon you will tell us about yourself here, so that your health snapshot and answers fit you."}
      </FormMessage>
      <Button variant="outline" size="lg" className="w-full" onClick={onSignOut} loading={signingOut}>
        Sign out
      </Button>
    </AuthLayout>
  );
}
