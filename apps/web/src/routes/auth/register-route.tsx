import { phoneDigits, ROLE_ID_BY_ACCOUNT_TYPE } from "@pkg/contracts";
import { RegisterScreen, useSignUpForm, type SignUpData, type SignUpErrors } from "@pkg/screens";
import { fetchInvitationDetails, signUp, useAppDispatch } from "@pkg/stores";
import * as React from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";

import { errorCode, fieldErrorsOf } from "../../app/api-errors";
import { NEXT_PARAM, paths, withNext } from "../../app/paths";
import { rememberInvitation } from "../../app/pending-invitation";
import { toast } from "../../app/toast-store";
import { useAbortOnUnmount } from "../../app/use-abort-on-unmount";
import { resendAfterIn } from "./use-resend";

/** The API's field names, as the form calls them. */
const formFieldOf: Record<string, keyof SignUpErrors> = {
  name: "name",
  email: "email",
  phone_number: "phone",
  password: "password",
};

/** `/register` and `/accept-invite/{token}` (spec sections 2, 4 and 8). */
export function RegisterRoute() {
  const { token } = useParams();
  const [searchParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const track = useAbortOnUnmount();
  const form = useSignUpForm(token ? { initialStep: "form", initialValues: { accountType: "client" } } : {});
  const { prefill, setServerErrors } = form;
  const [loadingInvitation, setLoadingInvitation] = React.useState(Boolean(token));
  const [submitting, setSubmitting] = React.useState(false);
  const [apiError, setApiError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!token) return;
    const call = dispatch(fetchInvitationDetails(token));
    void call.then((action) => {
      if (fetchInvitationDetails.fulfilled.match(action)) {
        const { client } = action.payload;
        prefill({
          accountType: "client",
          name: client.full_name,
          email: client.email,
          phone: phoneDigits(client.phone_number),
        });
        setLoadingInvitation(false);
      } else if (!action.meta.aborted) {
        toast({
          variant: "destructive",
          title: "Invalid or expired invitation",
          description: "Please check your invite link or request a new one.",
        });
        void navigate(paths.auth, { replace: true });
      }
    });
    return () => call.abort();
  }, [token, dispatch, navigate, prefill]);

  const register = async (data: SignUpData) => {
    setSubmitting(true);
    setApiError(null);
    const action = await track(
      dispatch(
        signUp({
          name: data.name,
          email: data.email,
          phone_number: data.phone,
          password: data.password,
          roleID: ROLE_ID_BY_ACCOUNT_TYPE[data.accountType],
        }),
      ),
    );
    if (signUp.rejected.match(action)) {
      if (action.meta.aborted) return;
      setSubmitting(false);
      const error = action.payload;
      if (error?.status === 409 || errorCode(error) === "EMAIL_EXISTS") {
        toast({
          title: "Email already exists",
          description: "Please use your email to log in, or use another email.",
        });
        return;
      }
      const fieldErrors = Object.entries(fieldErrorsOf(error)).flatMap(([field, message]) =>
        formFieldOf[field] ? [[formFieldOf[field], message] as const] : [],
      );
      if (fieldErrors.length > 0) setServerErrors(Object.fromEntries(fieldErrors));
      else setApiError(error?.message ?? action.error.message ?? "Registration failed. Please try again.");
      return;
    }
    // The server accepts the invitation when the invited address is verified, in any browser. If
    // the link is opened here, the page accepts it too: that confirms it, or explains a refusal.
    if (token) rememberInvitation(data.email, token);
    toast({ title: "Register successful", description: "Welcome!" });
    // The first verification e-mail has just gone out: Resend waits out the server's cooldown.
    void navigate(paths.verifyEmail, { state: { email: data.email, resendAfter: resendAfterIn() } });
  };

  return (
    <RegisterScreen
      {...form}
      onSubmit={form.handleSubmit((data) => void register(data))}
      submitting={submitting}
      apiError={apiError}
      invite={Boolean(token)}
      loadingInvitation={loadingInvitation}
      loginHref={withNext(paths.auth, searchParams.get(NEXT_PARAM))}
    />
  );
}
