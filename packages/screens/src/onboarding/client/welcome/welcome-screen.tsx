import { Button } from "@pkg/ui";

import { ClientOnboardingPage, type ClientOnboardingHeaderProps } from "../shared";

export type WelcomeScreenProps = Pick<ClientOnboardingHeaderProps, "stepHeader"> & {
  /** 'Let's Begin': on to About you. */
  onBegin: () => void;
  /** The person's first name, when known. */
  name?: string;
};

/** A simple drawing of a rising sun over hills: decorative. */
function SunriseIllustration() {
  return (
    <svg viewBox="0 0 240 120" aria-hidden="true" className="h-auto w-full max-w-xs text-primary">
      <circle cx="120" cy="86" r="38" fill="currentColor" opacity="0.25" />
      <circle cx="120" cy="86" r="24" fill="currentColor" opacity="0.45" />
      <path d="M0 120 C50 80 90 96 130 104 C170 112 200 88 240 96 V120 Z" fill="currentColor" opacity="0.6" />
      <path d="M0 120 C60 100 120 116 240 108 V120 Z" fill="currentColor" />
    </svg>
  );
}

/** Step 0, the client onboarding's welcome (`/welcome/client`). */
export function WelcomeScreen({ onBegin, name, stepHeader }: WelcomeScreenProps) {
  return (
    <ClientOnboardingPage step={0} stepHeader={stepHeader} className="items-center text-center">
      <SunriseIllustration />
      <div className="flex max-w-xl flex-col gap-3">
        {name ? <p className="text-base font-medium text-primary">Hello, {name}</p> : null}
        <h1 className="text-display font-semibold tracking-tight text-balance">
          Welcome to A Healthy Menopause Transformation
        </h1>
        <p className="text-base text-muted-foreground">
          A few short questions about you, your goals and what supports you. Your answers shape the plan, the
          insights and the answers you get here. It takes about five minutes, and you can skip any step.
        </p>
      </div>
      <Button size="lg" className="w-full md:w-auto" onClick={onBegin}>
        Let&apos;s Begin
      </Button>
    </ClientOnboardingPage>
  );
}
