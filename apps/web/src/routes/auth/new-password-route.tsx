import { NewPasswordScreen, useNewPasswordForm, type NewPasswordValues } from "@pkg/screens";
import { resetPassword, selectResetCredentials, useAppDispatch, useAppSelector } from "@pkg/stores";
import * as React from "react";
import { useNavigate } from "react-router";

import { paths } from "../../app/paths";
import { toast } from "../../app/toast-store";
import { useAbortOnUnmount } from "../../app/use-abort-on-unmount";

/** `/new-password` (spec sections 2, 4, 5 and 8). */
export function NewPasswordRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const track = useAbortOnUnmount();
  const credentials = useAppSelector(selectResetCredentials);
  const form = useNewPasswordForm();
  const [submitting, setSubmitting] = React.useState(false);

  const create = async ({ newPassword }: NewPasswordValues) => {
    if (!credentials.email || !credentials.token) {
      toast({
        variant: "destructive",
        title: "Missing credentials",
        description: "Email or reset token not found. Please retry the flow.",
      });
      return;
    }
    setSubmitting(true);
    const action = await track(
      dispatch(
        resetPassword({ email: credentials.email, token: credentials.token, new_password: newPassword }),
      ),
    );
    if (resetPassword.rejected.match(action) && action.meta.aborted) return;
    setSubmitting(false);
    if (resetPassword.fulfilled.match(action) && action.payload.message) {
      toast({ title: "Password updated", description: "You can now log in with your new password." });
      void navigate(paths.auth, { replace: true });
    } else {
      toast({
        variant: "destructive",
        title: "Password update failed",
        description: "Something went wrong while updating your password. Please try again.",
      });
    }
  };

  return (
    <NewPasswordScreen
      {...form}
      onSubmit={form.handleSubmit((values) => void create(values))}
      submitting={submitting}
    />
  );
}
