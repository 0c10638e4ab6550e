import { SETTINGS_MESSAGES } from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  PasswordInput,
} from "@pkg/ui";
import * as React from "react";

import { ConfirmActionDialog } from "../../shared/confirm-action-dialog";

export type YourDataCardProps = {
  /** What deleting removes besides what everyone has: a client's care, a practitioner's work. */
  role: "client" | "practitioner" | "other";
  onDownload: () => void;
  downloading?: boolean;
  downloadError?: string | null;
  /** Whether the delete dialog is open. */
  deleteOpen: boolean;
  onDeleteOpenChange: (open: boolean) => void;
  /** Deletes the account, confirmed with the password typed in the dialog. */
  onDelete: (password: string) => void;
  deleting?: boolean;
  /** The password's message (empty, or the API's 'The password is not correct'). */
  deletePasswordError?: string | null;
  /** Deleting failed for another reason. */
  deleteError?: string | null;
};

const WHAT_GOES: Record<YourDataCardProps["role"], string> = {
  client:
    "your profile, your onboarding answers, your health data (symptoms, mood, glucose and health history), " +
    "your chats and folders, and your link with your practitioner: they no longer see you or anything " +
    "they shared with you",
  practitioner:
    "your profile, your onboarding answers and files, your chats and folders, your handouts and their " +
    "files, your client records and invitations, and your links with your clients (their own accounts stay)",
  other: "your profile, your onboarding answers, your chats and folders",
};

/** Settings' "Your data" card: download everything held about the person, or delete the account. */
export function YourDataCard({
  role,
  onDownload,
  downloading = false,
  downloadError = null,
  deleteOpen,
  onDeleteOpenChange,
  onDelete,
  deleting = false,
  deletePasswordError = null,
  deleteError = null,
}: YourDataCardProps) {
  const [password, setPassword] = React.useState("");
  const [emptyError, setEmptyError] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  // The API's message shows until the password is typed again.
  const [apiError, setApiError] = React.useState(deletePasswordError);
  const [fromProps, setFromProps] = React.useState(deletePasswordError);
  if (deletePasswordError !== fromProps) {
    setFromProps(deletePasswordError);
    setApiError(deletePasswordError);
  }
  const passwordError = emptyError ?? apiError;

  // A refused password takes the focus back, so it can be typed again at once.
  React.useEffect(() => {
    if (deletePasswordError) inputRef.current?.focus();
  }, [deletePasswordError]);

  const openChange = (open: boolean) => {
    if (!open) {
      setPassword("");
      setEmptyError(null);
    }
    onDeleteOpenChange(open);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Your data</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <p className="text-sm text-muted-foreground">
          Download everything Haven holds about you as one JSON file, or delete your account and its data.
        </p>
        {downloadError ? (
          <Alert variant="destructive">
            <AlertDescription>{downloadError}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={onDownload} loading={downloading}>
            Download my data
          </Button>
          <Button variant="destructive" onClick={() => openChange(true)}>
            Delete my account
          </Button>
        </div>
      </CardContent>

      <ConfirmActionDialog
        open={deleteOpen}
        onOpenChange={openChange}
        title="Delete your account?"
        description={
          <>
            This deletes {WHAT_GOES[role]}. The data is removed, not hidden, and cannot be brought back.
            Download your data first if you want a copy.
          </>
        }
        keepLabel="Keep my account"
        confirmLabel="Delete my account"
        confirmVariant="destructive"
        pending={deleting}
        form="delete-account-form"
      >
        <form
          id="delete-account-form"
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (password === "") {
              setEmptyError(SETTINGS_MESSAGES.deletePasswordRequired);
              inputRef.current?.focus();
              return;
            }
            onDelete(password);
          }}
        >
          <Field label="Your password" error={passwordError ?? undefined} required>
            <PasswordInput
              ref={inputRef}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setEmptyError(null);
                setApiError(null);
              }}
            />
          </Field>
          {deleteError ? (
            <Alert variant="destructive">
              <AlertDescription>{deleteError}</AlertDescription>
            </Alert>
          ) : null}
        </form>
      </ConfirmActionDialog>
    </Card>
  );
}
