import {
  oneTimeCodeSchema,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_METHOD_LABELS,
  type TotpSetupResponse,
  type TwoFactorMethod,
  type TwoFactorState,
} from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  formatPhone,
  Input,
  PasswordInput,
  Skeleton,
} from "@pkg/ui";
import * as React from "react";

export type TwoFactorCardProps = {
  /** The server's state; null while it loads. */
  state: TwoFactorState | null;
  /** The state could not be loaded. */
  loadError?: string | null;
  /** An authenticator-app set-up waiting for its first code (QR code and secret). */
  totpSetup?: TotpSetupResponse | null;
  /** A code was mailed to turn on codes by e-mail; waiting for it. */
  emailCodeSent?: boolean;
  /**
   * The profile's phone number (digits), where SMS codes go: shown masked but for its last
   * digits. Empty when the profile has none; left out while unknown.
   */
  smsPhone?: string | null;
  /** A code was texted to turn on codes by SMS; waiting for it. */
  smsCodeSent?: boolean;
  /** The server answered that the profile has no phone number: `error` says so, with a way there. */
  needsPhone?: boolean;
  /** Recovery codes just made: shown once, until the person says they saved them. */
  recoveryCodes?: string[] | null;
  /** A request is being sent (set-up, confirming, turning off). */
  busy?: boolean;
  /** The server refused the code (or the password, when turning off). */
  fieldError?: string | null;
  /** Anything else that went wrong. */
  error?: string | null;
  onSetUpTotp: () => void;
  onSetUpEmail: () => void;
  /** Texts a code to the profile's phone number. */
  onSetUpSms: () => void;
  /** Takes the person to the Profile card's phone number field. */
  onAddPhone?: () => void;
  onConfirmCode: (method: TwoFactorMethod, code: string) => void;
  onCancelSetup: () => void;
  onRecoveryCodesSaved: () => void;
  onTurnOff: (password: string) => void;
};

/** Settings' two-factor sign-in: the methods, their set-up steps, recovery codes, turning it off. */
export function TwoFactorCard(props: TwoFactorCardProps) {
  return (
    <Card id="two-factor">
      <CardHeader>
        <CardTitle asChild>
          <h2>Two-factor sign-in</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex max-w-lg flex-col gap-4">
        <TwoFactorBody {...props} />
        {props.error ? (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-col items-start gap-2">
              <span>{props.error}</span>
              {props.needsPhone && props.onAddPhone ? (
                <Button size="sm" variant="outline" onClick={props.onAddPhone}>
                  Add your phone number
                </Button>
              ) : null}
            </AlertDescription>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

function TwoFactorBody({
  state,
  loadError,
  totpSetup,
  emailCodeSent,
  smsPhone,
  smsCodeSent,
  recoveryCodes,
  busy = false,
  fieldError,
  onSetUpTotp,
  onSetUpEmail,
  onSetUpSms,
  onConfirmCode,
  onCancelSetup,
  onRecoveryCodesSaved,
  onTurnOff,
}: TwoFactorCardProps) {
  const [turningOff, setTurningOff] = React.useState(false);
  if (loadError) return <p className="text-sm text-muted-foreground">{loadError}</p>;
  if (!state) return <Skeleton className="h-24 w-full" aria-label="Loading two-factor sign-in" />;

  if (recoveryCodes && recoveryCodes.length > 0) {
    return <RecoveryCodes codes={recoveryCodes} onSaved={onRecoveryCodesSaved} />;
  }
  if (totpSetup) {
    return (
      <div className="flex flex-col gap-4">
        <h3 className="font-medium">Set up your authenticator app</h3>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
          <li>Scan this QR code with your authenticator app.</li>
          <li>Or enter the key below by hand in the app.</li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <img
          src={totpSetup.qrDataUrl}
          alt="QR code for your authenticator app"
          width={180}
          height={180}
          className="rounded-md border border-border bg-white"
        />
        <div className="text-sm">
          <span className="text-muted-foreground">Key for manual entry: </span>
          <code data-testid="totp-secret" className="font-mono break-all select-all">
            {totpSetup.secret}
          </code>
        </div>
        <CodeForm
          label="Code from the app"
          busy={busy}
          error={fieldError}
          onSubmit={(code) => onConfirmCode("totp", code)}
          onCancel={onCancelSetup}
        />
      </div>
    );
  }
  if (emailCodeSent) {
    return (
      <div className="flex flex-col gap-4">
        <h3 className="font-medium">Confirm codes by email</h3>
        <p className="text-sm">We sent a 6-digit code to your email. Enter it here to turn this on.</p>
        <CodeForm
          label="Code from the email"
          busy={busy}
          error={fieldError}
          onSubmit={(code) => onConfirmCode("email", code)}
          onCancel={onCancelSetup}
        />
      </div>
    );
  }
  const phone = smsPhone ? maskPhone(smsPhone) : null;
  if (smsCodeSent) {
    return (
      <div className="flex flex-col gap-4">
        <h3 className="font-medium">Confirm codes by text message</h3>
        <p className="text-sm">
          We sent a 6-digit code by text message to {phone ? <PhoneNumber masked={phone} /> : "your phone"}.
          Enter it here to turn this on.
        </p>
        <CodeForm
          label="Code from the text message"
          busy={busy}
          error={fieldError}
          onSubmit={(code) => onConfirmCode("sms", code)}
          onCancel={onCancelSetup}
        />
      </div>
    );
  }
  if (state.enabled && state.method) {
    return (
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge>On</Badge>
          <span>
            You sign in with your password and{" "}
            {state.method === "totp" ? (
              "a code from your authenticator app"
            ) : state.method === "sms" ? (
              <>
                a code sent by text message{phone ? " to " : ""}
                {phone ? <PhoneNumber masked={phone} /> : null}
              </>
            ) : (
              "a code sent by email"
            )}
            .
          </span>
        </p>
        <p className="text-sm text-muted-foreground">{state.recoveryCodesLeft} of 10 recovery codes left.</p>
        {turningOff ? (
          <TurnOffForm
            busy={busy}
            error={fieldError}
            onSubmit={onTurnOff}
            onCancel={() => setTurningOff(false)}
          />
        ) : (
          <div>
            <Button variant="outline" onClick={() => setTurningOff(true)}>
              Turn off two-factor sign-in
            </Button>
          </div>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Add a second step when you sign in, so your password alone is not enough.
      </p>
      <ul className="flex flex-col gap-3" aria-label="Two-factor methods">
        <MethodRow
          name={TWO_FACTOR_METHOD_LABELS.totp}
          description="A code from an app such as Google Authenticator or 1Password."
          action={
            <Button size="sm" onClick={onSetUpTotp} loading={busy}>
              Set up
            </Button>
          }
          actionLabel={TWO_FACTOR_METHOD_LABELS.totp}
        />
        <MethodRow
          name={TWO_FACTOR_METHOD_LABELS.email}
          description="A code sent to your email each time you sign in."
          action={
            <Button size="sm" variant="outline" onClick={onSetUpEmail} loading={busy}>
              Set up
            </Button>
          }
          actionLabel={TWO_FACTOR_METHOD_LABELS.email}
        />
        <MethodRow
          name={TWO_FACTOR_METHOD_LABELS.sms}
          description={
            state.smsAvailable ? (
              <>
                A code sent by text message{phone ? " to " : ""}
                {phone ? <PhoneNumber masked={phone} /> : null} each time you sign in.
              </>
            ) : (
              TWO_FACTOR_MESSAGES.smsUnavailable
            )
          }
          action={
            state.smsAvailable ? (
              <Button size="sm" variant="outline" onClick={onSetUpSms} loading={busy}>
                Set up
              </Button>
            ) : (
              <Badge variant="secondary">Unavailable</Badge>
            )
          }
          actionLabel={TWO_FACTOR_METHOD_LABELS.sms}
        />
      </ul>
    </div>
  );
}

/** How many of a phone number's last digits stay readable when it is shown masked. */
const PHONE_DIGITS_SHOWN = 2;

/**
 * A phone number as the product writes it, every digit but the last ones hidden:
 * "14155550123" → "+• (•••) •••-••23".
 */
export function maskPhone(digits: string): string {
  const formatted = formatPhone(digits);
  const total = formatted.replace(/\D/g, "").length;
  let seen = 0;
  return formatted.replace(/\d/g, (digit) => {
    seen += 1;
    return seen > total - PHONE_DIGITS_SHOWN ? digit : "•";
  });
}

/** A masked number, read out by screen readers as the digits it ends with. */
function PhoneNumber({ masked }: { masked: string }) {
  const ending = masked.replace(/[^\d]/g, "");
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true" data-testid="sms-phone">
        {masked}
      </span>
      <span className="sr-only">the number ending in {ending}</span>
    </span>
  );
}

function MethodRow({
  name,
  description,
  action,
  actionLabel,
}: {
  name: string;
  description: React.ReactNode;
  action: React.ReactNode;
  actionLabel: string;
}) {
  return (
    <li
      aria-label={actionLabel}
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
    >
      <div className="flex min-w-0 flex-col">
        <span className="font-medium">{name}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </div>
      {action}
    </li>
  );
}

function CodeForm({
  label,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  busy: boolean;
  error?: string | null | undefined;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = React.useState("");
  const [localError, setLocalError] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const shown = localError ?? error ?? undefined;
  React.useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);
  return (
    <form
      noValidate
      aria-label={label}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = oneTimeCodeSchema.safeParse(value);
        if (!parsed.success) {
          setLocalError(parsed.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.codeFormat);
          inputRef.current?.focus();
          return;
        }
        setLocalError(null);
        onSubmit(parsed.data);
      }}
    >
      <Field label={label} error={shown}>
        <Input
          ref={inputRef}
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          onChange={(event) => {
            setValue(event.target.value);
            if (localError) setLocalError(null);
          }}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          Turn on
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function TurnOffForm({
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  error?: string | null | undefined;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = React.useState("");
  const [localError, setLocalError] = React.useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label="Turn off two-factor sign-in"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!password) return setLocalError("Password is required");
        setLocalError(null);
        onSubmit(password);
      }}
    >
      <Field label="Your password" error={localError ?? error ?? undefined} required>
        <PasswordInput
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" loading={busy}>
          Turn off
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col gap-3">
      <h3 ref={headingRef} tabIndex={-1} className="font-medium outline-none">
        Two-factor sign-in is on. Save your recovery codes
      </h3>
      <p className="text-sm">
        If you lose your phone or cannot get a code, each of these codes lets you sign in once. Keep them
        somewhere safe: they are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md border border-border p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <Button onClick={onSaved}>I have saved them</Button>
      </div>
    </div>
  );
}
