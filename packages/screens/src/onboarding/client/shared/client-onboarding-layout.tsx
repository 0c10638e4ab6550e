import { Button } from "@pkg/ui";
import * as React from "react";

import { BrandMark } from "../../../auth/auth-layout";
import { ScreenLink, useProductName } from "../../../environment";
import { OnboardingPage, StepForm } from "../../shared";
import { StepProgress } from "./step-progress";

/** The client flow's steps: 0 (welcome) to 7 (readiness) of 8 (spec section 2). */
export const CLIENT_ONBOARDING_STEPS = 8;
/** The step header's role label for clients (spec section 2). */
export const CLIENT_ROLE_LABEL = "Your menopause health assistant";

export type ClientOnboardingHeaderProps = {
  /** The current step, from 0. */
  step: number;
  /**
   * Replaces the built-in header (logo, role label and progress row) with the app's own, the
   * design system's StepHeader.
   */
  stepHeader?: React.ReactNode;
  /** Where the logo goes (spec: /). */
  homeHref?: string;
};

/** The top of every client onboarding page: the logo, the role label and the step progress. */
export function ClientOnboardingHeader({ step, stepHeader, homeHref = "/" }: ClientOnboardingHeaderProps) {
  const productName = useProductName();
  if (stepHeader) return <div className="border-b border-border">{stepHeader}</div>;
  return (
    <header className="border-b border-border bg-background px-5 py-4 md:px-10">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <div className="flex items-center justify-between gap-4">
          <ScreenLink
            to={homeHref}
            className="flex items-center gap-2 rounded-md font-semibold text-primary outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
          >
            <BrandMark className="size-7" />
            <span className="text-foreground">{productName}</span>
          </ScreenLink>
          <span className="text-end text-caption text-muted-foreground">{CLIENT_ROLE_LABEL}</span>
        </div>
        <StepProgress current={step} total={CLIENT_ONBOARDING_STEPS} />
      </div>
    </header>
  );
}

export type ClientOnboardingPageProps = ClientOnboardingHeaderProps & {
  children: React.ReactNode;
  className?: string;
};

/** A client onboarding page without the step form (welcome, choose test, summary, finish). */
export function ClientOnboardingPage({ children, className, ...header }: ClientOnboardingPageProps) {
  return (
    <OnboardingPage
      slot="client-onboarding-page"
      header={<ClientOnboardingHeader {...header} />}
      className={className}
    >
      {children}
    </OnboardingPage>
  );
}

export type ClientStepLayoutProps = ClientOnboardingHeaderProps & {
  /** The step's question (the page's `h1`). */
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Continue looks active (primary) when true; it is never disabled. */
  continueActive?: boolean;
  /** Continue shows a spinner while the step is being saved. */
  submitting?: boolean;
  apiError?: string | null;
  onBack: () => void;
  /** Continue: the caller checks the answers and moves on. */
  onContinue: () => void;
  /** 'Skip this for now': moves on without saving. */
  onSkip: () => void;
  children: React.ReactNode;
};

/**
 * One step of the client onboarding (spec section 2): the header, the question, the answers and
 * the three actions every step has: Back, 'Skip this for now' and Continue.
 */
export function ClientStepLayout({
  title,
  description,
  continueActive = true,
  submitting = false,
  apiError,
  onBack,
  onContinue,
  onSkip,
  children,
  ...header
}: ClientStepLayoutProps) {
  return (
    <ClientOnboardingPage {...header}>
      <StepForm
        title={title}
        description={description}
        apiError={apiError}
        onBack={onBack}
        onSubmit={onContinue}
        actions={
          <>
            <Button variant="ghost" size="lg" onClick={onSkip}>
              Skip this for now
            </Button>
            <Button
              type="submit"
              size="lg"
              variant={continueActive ? "primary" : "secondary"}
              loading={submitting}
            >
              Continue
            </Button>
          </>
        }
      >
        {children}
      </StepForm>
    </ClientOnboardingPage>
  );
}
