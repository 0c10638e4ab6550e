import { localDateOf, ROLE_IDS, SETTINGS_MESSAGES } from "@pkg/contracts";
import type { YourDataCardProps } from "@pkg/screens";
import {
  deleteAccount,
  fetchPersonalDataFile,
  selectUser,
  toApiError,
  useAppDispatch,
  useAppSelector,
} from "@pkg/stores";
import * as React from "react";
import { useNavigate } from "react-router";

import { fieldErrorsOf } from "../../app/api-errors";
import { paths } from "../../app/paths";
import { saveFile } from "../../app/save-file";
import { apiClient } from "../../app/store";
import { toast } from "../../app/toast-store";
import { browserTimeZone } from "../../app/use-browser-time-zone";

/**
 * Settings' "Your data" card: downloads everything held about the person, and deletes the account
 * (confirmed with the password). After a deletion the person goes to Log in, where the session
 * ends here.
 */
export function useYourDataCard(): YourDataCardProps {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const [downloading, setDownloading] = React.useState(false);
  const [downloadError, setDownloadError] = React.useState<string | null>(null);
  const [deleteOpen, setDeleteOpen] = React.useState(false);
  const [deleting, setDeleting] = React.useState(false);
  const [deletePasswordError, setDeletePasswordError] = React.useState<string | null>(null);
  const [deleteError, setDeleteError] = React.useState<string | null>(null);

  const onDownload = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const today = localDateOf(new Date(), browserTimeZone() ?? "UTC");
      const file = await fetchPersonalDataFile(apiClient, today);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      setDownloadError(toApiError(error).message);
    } finally {
      setDownloading(false);
    }
  };

  const onDelete = async (password: string) => {
    setDeleting(true);
    setDeletePasswordError(null);
    setDeleteError(null);
    const result = await dispatch(deleteAccount({ password }));
    if (deleteAccount.fulfilled.match(result)) {
      // As Sign out does: Log in ends the session once it shows (`SignOutOnArrival`), so no
      // guarded page is on screen without a session. The token it then revokes is already gone.
      await navigate(paths.auth, { replace: true, state: { signOut: true } });
      toast({ title: SETTINGS_MESSAGES.accountDeleted });
      return;
    }
    setDeleting(false);
    const field = fieldErrorsOf(result.payload).password;
    if (field) setDeletePasswordError(field);
    else setDeleteError(result.payload?.message ?? "Something went wrong. Try again.");
  };

  return {
    role:
      user?.roleID === ROLE_IDS.client
        ? "client"
        : user?.roleID === ROLE_IDS.practitioner
          ? "practitioner"
          : "other",
    onDownload: () => void onDownload(),
    downloading,
    downloadError,
    deleteOpen,
    onDeleteOpenChange: (open) => {
      setDeleteOpen(open);
      if (!open) {
        setDeletePasswordError(null);
        setDeleteError(null);
      }
    },
    onDelete: (password) => void onDelete(password),
    deleting,
    deletePasswordError,
    deleteError,
  };
}
