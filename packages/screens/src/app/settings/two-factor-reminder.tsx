import { Alert, AlertDescription, AlertTitle } from "@pkg/ui";

import { ScreenLink } from "../../environment";

export type TwoFactorReminderProps = {
  /** The method chosen during onboarding, as people read it ("Authenticator App", "Email", "SMS"). */
  method: string;
  /** Where it is set up: Settings' two-factor card. */
  href: string;
};

/** A practitioner chose two-factor sign-in during onboarding and has not set it up yet. */
export function TwoFactorReminder({ method, href }: TwoFactorReminderProps) {
  return (
    <Alert variant="default" className="mb-6">
      <AlertTitle>Two-factor sign-in</AlertTitle>
      <AlertDescription>
        <span>
          You chose {method} sign-in during onboarding:{" "}
          <ScreenLink to={href} className="font-medium text-primary underline underline-offset-4">
            set it up now
          </ScreenLink>
          .
        </span>
      </AlertDescription>
    </Alert>
  );
}
