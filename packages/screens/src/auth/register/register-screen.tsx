import type { AccountType } from "@pkg/contracts";
import { Button, cn, Field, Input, PasswordInput, PhoneInput } from "@pkg/ui";
import type * as React from "react";

import { ScreenLink } from "../../environment";
import { AuthLayout } from "../auth-layout";
import { FormMessage } from "../shared";
import type { SignUpErrors, SignUpStep, SignUpTextField, SignUpValues } from "./use-sign-up-form";

const accountTypeCards: { value: AccountType; title: string; description: string }[] = [
  { value: "client", title: "Client", description: "Real answers for symptoms when they happen." },
  {
    value: "practitioner",
    title: "Practitioner",
    description: "An AI-powered partner for fast, evidence-based menopause care.",
  },
];

export type RegisterScreenProps = {
  step: SignUpStep;
  values: SignUpValues;
  errors: SignUpErrors;
  /** Every field filled and no error showing. */
  canSubmit: boolean;
  onAccountTypeChange: (accountType: AccountType) => void;
  /** Proceed on the account-type step. */
  onProceed: () => void;
  /** Back from the form to the account-type step. */
  onBack: () => void;
  onFieldChange: (field: SignUpTextField, value: string) => void;
  /** Proceed on the form: the caller validates and registers. */
  onSubmit: () => void;
  /** Registration is under way. */
  submitting?: boolean;
  /** A failure that belongs to no single field. */
  apiError?: string | null;
  /** Registering from an invitation: the form shows directly, as a client, with no way back. */
  invite?: boolean;
  /** The invitation's details are being fetched. */
  loadingInvitation?: boolean;
  /** Where 'Log in' goes (it may carry the remembered path). */
  loginHref: string;
};

function LoginPrompt({ href }: { href: string }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      Already have an account?{" "}
      <ScreenLink to={href} className="font-medium text-primary underline-offset-4 hover:underline">
        Log in
      </ScreenLink>
    </p>
  );
}

function AccountTypeStep({
  values,
  errors,
  onAccountTypeChange,
  onProceed,
  loginHref,
}: Pick<RegisterScreenProps, "values" | "errors" | "onAccountTypeChange" | "onProceed" | "loginHref">) {
  const chosen = values.accountType !== "";
  const errorId = "account-type-error";
  return (
    <AuthLayout title="Select Your Type of Account:">
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          onProceed();
        }}
      >
        <fieldset
          className="flex flex-col gap-3"
          aria-invalid={errors.accountType ? true : undefined}
          aria-describedby={errors.accountType ? errorId : undefined}
        >
          <legend className="sr-only">Type of account</legend>
          {accountTypeCards.map((card) => (
            <label
              key={card.value}
              htmlFor={`account-type-${card.value}`}
              className={cn(
                "grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-lg border border-border bg-card p-4 text-card-foreground",
                "hover:border-primary/60 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/60",
                "has-[:checked]:border-primary has-[:checked]:bg-primary/5",
              )}
            >
              <input
                id={`account-type-${card.value}`}
                type="radio"
                name="accountType"
                value={card.value}
                checked={values.accountType === card.value}
                onChange={() => onAccountTypeChange(card.value)}
                className="row-span-2 mt-1 size-4 accent-primary"
              />
              <span className="font-semibold">{card.title}</span>
              <span className="col-start-2 text-sm text-muted-foreground">{card.description}</span>
            </label>
          ))}
          {errors.accountType ? (
            <p id={errorId} role="alert" className="text-caption font-medium text-destructive">
              {errors.accountType}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" size="lg" variant={chosen ? "primary" : "secondary"} className="w-full">
          Proceed
        </Button>
        <LoginPrompt href={loginHref} />
      </form>
    </AuthLayout>
  );
}

/**
 * Registration (`/register`, `/accept-invite/{token}`): the account-type choice, then the 'Sign Up'
 * form of spec sections 2 and 5.
 */
export function RegisterScreen(props: RegisterScreenProps) {
  const {
    step,
    values,
    errors,
    canSubmit,
    onBack,
    onFieldChange,
    onSubmit,
    submitting = false,
    apiError,
    invite = false,
    loadingInvitation = false,
    loginHref,
  } = props;

  if (step === "account-type" && !invite) return <AccountTypeStep {...props} />;

  const text = (field: SignUpTextField) => ({
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onFieldChange(field, event.target.value),
  });
  const busy = submitting || loadingInvitation;

  return (
    <AuthLayout
      title="Sign Up"
      description={
        invite
          ? "You have been invited to join as a client. Check your details and choose a password."
          : values.accountType === "practitioner"
            ? "Create your practitioner account."
            : "Create your client account."
      }
      headerAction={
        invite ? null : (
          <Button variant="ghost" size="sm" onClick={onBack} disabled={submitting}>
            <span aria-hidden="true">←</span> Back
          </Button>
        )
      }
    >
      <form
        noValidate
        aria-label="Sign Up"
        aria-busy={busy || undefined}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {apiError ? <FormMessage>{apiError}</FormMessage> : null}
        <Field label="Full name" error={errors.name} disabled={loadingInvitation}>
          <Input autoComplete="name" {...text("name")} />
        </Field>
        <Field label="Email" error={errors.email} disabled={loadingInvitation}>
          <Input type="email" autoComplete="email" inputMode="email" {...text("email")} />
        </Field>
        <Field label="Phone number" error={errors.phone} disabled={loadingInvitation}>
          <PhoneInput
            value={values.phone}
            onChange={(digits) => onFieldChange("phone", digits)}
            placeholder="+1 (555) 123-4567"
          />
        </Field>
        <Field label="Create password" error={errors.password} disabled={loadingInvitation}>
          <PasswordInput autoComplete="new-password" {...text("password")} />
        </Field>
        <Field label="Repeat password" error={errors.newPassword} disabled={loadingInvitation}>
          <PasswordInput autoComplete="new-password" {...text("newPassword")} />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="mt-2 w-full"
          disabled={!canSubmit && !submitting}
          loading={busy}
        >
          Proceed
        </Button>
        <LoginPrompt href={loginHref} />
      </form>
    </AuthLayout>
  );
}
