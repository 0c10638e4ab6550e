import { Button, StepHeader } from "@pkg/ui";
import * as React from "react";

import { BrandMark } from "../../../auth/auth-layout";
import { useProductName } from "../../../environment";
import { OnboardingPage, StepForm } from "../../shared";

/** The practitioner flow's steps: 0 (type) to 5 (invite clients) of 6 (spec sections 2 and 9). */
export const PRACTITIONER_ONBOARDING_STEPS = 6;
/** The step header's role label for everyone but clients (spec section 2). */
export const PRACTITIONER_ROLE_LABEL = "Coach admin";
/** The step header's help tooltip (spec section 2). */
export const PRACTITIONER_STEP_HELP = "This will help match your clients to you.";

export type PractitionerStepHeaderProps = {
  /** The current step, from 0; the intro and finish pages pass their own position. */
  step: number;
  /** The logo goes to / (spec section 2); the app navigates. */
  onLogoClick?: () => void;
  /** Shows 'Sign out' under the header: someone may leave in the middle of the onboarding. */
  onSignOut?: () => void;
};

/** The design system's step header as the practitioner flow shows it: 6 steps, 'Coach admin', help. */
export function PractitionerStepHeader({ step, onLogoClick, onSignOut }: PractitionerStepHeaderProps) {
  const productName = useProductName();
  return (
    <div className="relative border-b border-border bg-background">
      <StepHeader
        className="mx-auto max-w-3xl"
        steps={PRACTITIONER_ONBOARDING_STEPS}
        current={step}
        roleLabel={PRACTITIONER_ROLE_LABEL}
        productName={productName}
        logo={<BrandMark />}
        onLogoClick={onLogoClick}
        help={PRACTITIONER_STEP_HELP}
        helpDelay={200}
        stepsLabel="Onboarding progress"
      />
      {onSignOut ? (
        <div className="mx-auto flex max-w-3xl justify-end px-4 pb-2 md:px-8">
          <Button variant="link" size="sm" className="h-auto px-0" onClick={onSignOut}>
            Sign out
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export type PractitionerOnboardingPageProps = PractitionerStepHeaderProps & {
  children: React.ReactNode;
  className?: string;
};

/** A practitioner onboarding page without the step form (intro pages, finish). */
export function PractitionerOnboardingPage({
  children,
  className,
  ...header
}: PractitionerOnboardingPageProps) {
  return (
    <OnboardingPage
      slot="practitioner-onboarding-page"
      header={<PractitionerStepHeader {...header} />}
      className={className}
    >
      {children}
    </OnboardingPage>
  );
}

export type PractitionerStepLayoutProps = PractitionerStepHeaderProps & {
  /** The step's question (the page's `h1`). */
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Next is enabled only when the step's rule holds (spec section 5). */
  continueEnabled: boolean;
  /** Next shows a spinner while the step is being saved or submitted. */
  submitting?: boolean;
  apiError?: string | null;
  onBack: () => void;
  /** Next: the caller saves the answers and moves on. */
  onContinue: () => void;
  /** Shown between Back and Next (the invite step's Skip). */
  secondaryAction?: React.ReactNode;
  /** Next's label ('Next' unless told). */
  nextLabel?: string;
  /**
   * The step form alone, without the onboarding's page and step header: for the same form on a
   * page of the app frame, which has its own navigation.
   */
  hideSteps?: boolean;
  children: React.ReactNode;
};

/**
 * One step of the practitioner onboarding (spec section 2): the header, the question, the answers,
 * Back and Next. Next stays disabled until the step's answers are complete.
 */
export function PractitionerStepLayout({
  title,
  description,
  continueEnabled,
  submitting = false,
  apiError,
  onBack,
  onContinue,
  secondaryAction,
  nextLabel = "Next",
  hideSteps = false,
  children,
  ...header
}: PractitionerStepLayoutProps) {
  const form = (
    <StepForm
      title={title}
      description={description}
      apiError={apiError}
      onBack={onBack}
      onSubmit={() => {
        if (continueEnabled && !submitting) onContinue();
      }}
      actions={
        <>
          {secondaryAction}
          <Button type="submit" size="lg" disabled={!continueEnabled} loading={submitting}>
            {nextLabel}
          </Button>
        </>
      }
    >
      {children}
    </StepForm>
  );
  return hideSteps ? form : <PractitionerOnboardingPage {...header}>{form}</PractitionerOnboardingPage>;
}
