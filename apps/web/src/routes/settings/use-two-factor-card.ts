import type { TotpSetupResponse, TwoFactorMethod, TwoFactorState } from "@pkg/contracts";
import type { TwoFactorCardProps } from "@pkg/screens";
import {
  confirmEmailTwoFactor,
  confirmSmsTwoFactor,
  confirmTotp,
  disableTwoFactor,
  fetchTwoFactor,
  setupTotp,
  startEmailTwoFactor,
  startSmsTwoFactor,
  useAppDispatch,
  type SerializedApiError,
} from "@pkg/stores";
import * as React from "react";

import { errorCode, fieldErrorsOf } from "../../app/api-errors";

/**
 * What the card shows for a refused request: the field's message, or the request's (with a way to
 * the phone number field when SMS needs one).
 */
export type TwoFactorFailure = { fieldError: string } | { error: string; needsPhone?: true };

/**
 * A refused request in the card's words: a wrong code or password belongs to its field (the
 * code, or the password of 'Turn off'); anything else is said above the card's buttons.
 */
export function twoFactorFailure(payload: SerializedApiError | undefined): TwoFactorFailure {
  const fields = fieldErrorsOf(payload);
  const field = fields.code ?? fields.password;
  if (field) return { fieldError: field };
  const error = payload?.message ?? "Something went wrong. Try again.";
  return errorCode(payload) === "NO_PHONE" ? { error, needsPhone: true } : { error };
}

/** The confirming call of each method's set-up. */
const CONFIRM = { totp: confirmTotp, email: confirmEmailTwoFactor, sms: confirmSmsTwoFactor } as const;

/**
 * Settings' two-factor card: loads the state, runs each method's set-up, turns it off.
 * `smsPhone` is the profile's saved phone number (SMS codes go there), unknown while it loads.
 */
export function useTwoFactorCard(smsPhone?: string | null): TwoFactorCardProps {
  const dispatch = useAppDispatch();
  const [state, setState] = React.useState<TwoFactorState | null>(null);
  const [loadError, setLoadError] = React.useState<string | null>(null);
  const [totpSetup, setTotpSetup] = React.useState<TotpSetupResponse | null>(null);
  const [emailCodeSent, setEmailCodeSent] = React.useState(false);
  const [smsCodeSent, setSmsCodeSent] = React.useState(false);
  const [needsPhone, setNeedsPhone] = React.useState(false);
  const [recoveryCodes, setRecoveryCodes] = React.useState<string[] | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);

  const load = React.useCallback(async () => {
    const result = await dispatch(fetchTwoFactor());
    if (fetchTwoFactor.fulfilled.match(result)) {
      setState(result.payload);
      setLoadError(null);
      // The reminder links to `/settings#two-factor`: the card is shown once loaded.
      if (window.location.hash === "#two-factor") {
        requestAnimationFrame(() => document.getElementById("two-factor")?.scrollIntoView());
      }
    } else if (!result.meta.aborted) {
      setLoadError(result.payload?.message ?? "Two-factor sign-in could not be loaded.");
    }
  }, [dispatch]);

  React.useEffect(() => {
    void load();
  }, [load]);

  const failed = (payload: SerializedApiError | undefined) => {
    const failure = twoFactorFailure(payload);
    if ("fieldError" in failure) return setFieldError(failure.fieldError);
    setError(failure.error);
    setNeedsPhone(failure.needsPhone === true);
    // The server has no SMS provider any more: the card shows SMS as unavailable again.
    if (errorCode(payload) === "SMS_UNAVAILABLE") {
      setSmsCodeSent(false);
      void load();
    }
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFieldError(null);
    setError(null);
    setNeedsPhone(false);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const confirm = (method: TwoFactorMethod, code: string) =>
    run(async () => {
      const result = await dispatch(CONFIRM[method]({ code }));
      if ("error" in result) return failed(result.payload as SerializedApiError | undefined);
      setTotpSetup(null);
      setEmailCodeSent(false);
      setSmsCodeSent(false);
      setRecoveryCodes(result.payload.recoveryCodes);
      await load();
    });

  // Once the profile has a phone number, the 'add your phone number' message has done its work.
  const phoneAdded = needsPhone && Boolean(smsPhone);

  return {
    state,
    loadError,
    totpSetup,
    emailCodeSent,
    smsPhone,
    smsCodeSent,
    needsPhone: needsPhone && !phoneAdded,
    recoveryCodes,
    busy,
    fieldError,
    error: phoneAdded ? null : error,
    onSetUpTotp: () =>
      void run(async () => {
        const result = await dispatch(setupTotp());
        if (setupTotp.fulfilled.match(result)) setTotpSetup(result.payload);
        else failed(result.payload);
      }),
    onSetUpEmail: () =>
      void run(async () => {
        const result = await dispatch(startEmailTwoFactor());
        if (startEmailTwoFactor.fulfilled.match(result)) setEmailCodeSent(true);
        else failed(result.payload);
      }),
    onSetUpSms: () =>
      void run(async () => {
        const result = await dispatch(startSmsTwoFactor());
        if (startSmsTwoFactor.fulfilled.match(result)) setSmsCodeSent(true);
        else failed(result.payload);
      }),
    onConfirmCode: (method, code) => void confirm(method, code),
    onCancelSetup: () => {
      setTotpSetup(null);
      setEmailCodeSent(false);
      setSmsCodeSent(false);
      setFieldError(null);
    },
    onRecoveryCodesSaved: () => setRecoveryCodes(null),
    onTurnOff: (password) =>
      void run(async () => {
        const result = await dispatch(disableTwoFactor(password));
        if (disableTwoFactor.fulfilled.match(result)) await load();
        else failed(result.payload);
      }),
  };
}
