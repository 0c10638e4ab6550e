import { PROFILE_PICTURE_MIME_TYPES } from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Avatar,
  AvatarFallback,
  AvatarImage,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  initialsOf,
  Input,
} from "@pkg/ui";
import * as React from "react";

import { ConfirmActionDialog } from "../../shared/confirm-action-dialog";

export type ProfilePictureCardProps = {
  /** The person's name: their initials stand in without a picture. */
  name: string;
  /** The current picture's address, or null without one. */
  pictureUrl: string | null;
  /** The chosen file's preview, before it is uploaded. */
  previewUrl?: string | null;
  /** The chosen file's name. */
  selectedName?: string | null;
  /** A file was chosen (the container checks it and makes its preview). */
  onSelect: (file: File) => void;
  /** The chosen file is put aside. */
  onClearSelection: () => void;
  /** Uploads the chosen file. */
  onUpload: () => void;
  uploading?: boolean;
  /** The file's message (type, size, or the API's field error). */
  error?: string | null;
  /** Uploading or removing failed for another reason. */
  apiError?: string | null;
  /** Said once a picture was saved or removed. */
  savedMessage?: string | null;
  /** Whether the remove confirmation is open. */
  removeOpen: boolean;
  onRemoveOpenChange: (open: boolean) => void;
  onRemove: () => void;
  removing?: boolean;
};

/**
 * Settings' profile picture, for everyone: the current picture (or the initials), a file to
 * choose with its preview, upload, and remove (confirmed).
 */
export function ProfilePictureCard({
  name,
  pictureUrl,
  previewUrl = null,
  selectedName = null,
  onSelect,
  onClearSelection,
  onUpload,
  uploading = false,
  error = null,
  apiError = null,
  savedMessage = null,
  removeOpen,
  onRemoveOpenChange,
  onRemove,
  removing = false,
}: ProfilePictureCardProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const shown = previewUrl ?? pictureUrl;
  // A refused file takes the focus back to the file control, so another can be chosen at once.
  React.useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Profile picture</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Avatar size="xl" className="shrink-0">
          {shown ? (
            <AvatarImage
              src={shown}
              alt={previewUrl ? "Preview of the chosen picture" : "Your profile picture"}
            />
          ) : null}
          <AvatarFallback aria-hidden="true">{initialsOf(name)}</AvatarFallback>
        </Avatar>
        <form
          noValidate
          className="flex max-w-md flex-1 flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onUpload();
          }}
        >
          <Field
            label="Choose a picture"
            description="JPEG, PNG or WebP, up to 10 MB. It shows beside your name."
            error={error ?? undefined}
          >
            <Input
              ref={inputRef}
              name="profile_picture"
              type="file"
              accept={PROFILE_PICTURE_MIME_TYPES.join(",")}
              disabled={uploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) onSelect(file);
                // The same file can be chosen again after it was put aside.
                event.target.value = "";
              }}
            />
          </Field>
          {selectedName ? <p className="text-sm text-muted-foreground">Chosen: {selectedName}</p> : null}
          {apiError ? (
            <Alert variant="destructive">
              <AlertDescription>{apiError}</AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            {previewUrl ? (
              <>
                <Button type="submit" loading={uploading}>
                  Upload picture
                </Button>
                <Button variant="outline" onClick={onClearSelection} disabled={uploading}>
                  Cancel
                </Button>
              </>
            ) : null}
            {pictureUrl && !previewUrl ? (
              <Button variant="outline" onClick={() => onRemoveOpenChange(true)}>
                Remove picture
              </Button>
            ) : null}
            <p role="status" className="text-sm text-muted-foreground">
              {savedMessage}
            </p>
          </div>
        </form>
      </CardContent>

      <ConfirmActionDialog
        open={removeOpen}
        onOpenChange={onRemoveOpenChange}
        title="Remove your profile picture?"
        description="The picture is deleted, and your initials show in its place. You can upload another at any time."
        keepLabel="Keep it"
        confirmLabel="Remove picture"
        confirmVariant="destructive"
        pending={removing}
        onConfirm={onRemove}
      />
    </Card>
  );
}
