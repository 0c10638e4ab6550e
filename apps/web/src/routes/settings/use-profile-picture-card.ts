import { PROFILE_MESSAGES, PROFILE_PICTURE_FIELD, profilePictureProblem } from "@pkg/contracts";
import type { ProfilePictureCardProps } from "@pkg/screens";
import {
  profileApi,
  selectUser,
  useAppSelector,
  useRemoveProfilePictureMutation,
  useUploadProfilePictureMutation,
  type SerializedApiError,
} from "@pkg/stores";
import * as React from "react";

import { fieldErrorsOf } from "../../app/api-errors";
import { injectServerApi } from "../../app/store";
import { setProfilePicture, useProfilePicture } from "../../app/use-profile-picture";

injectServerApi(profileApi);

/**
 * Settings' profile picture: the current one (as the app frame shows it), a chosen file checked
 * here as the API checks it and previewed, its upload and removal. Both change the frame's
 * avatar at once.
 */
export function useProfilePictureCard(): ProfilePictureCardProps {
  const user = useAppSelector(selectUser);
  const pictureUrl = useProfilePicture(user?.id);
  const [upload, uploading] = useUploadProfilePictureMutation();
  const [remove, removing] = useRemoveProfilePictureMutation();
  const [file, setFile] = React.useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [apiError, setApiError] = React.useState<string | null>(null);
  const [savedMessage, setSavedMessage] = React.useState<string | null>(null);
  const [removeOpen, setRemoveOpen] = React.useState(false);

  // The preview's address lives as long as the preview.
  React.useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreviewUrl(chosen ? URL.createObjectURL(chosen) : null);
  };

  return {
    name: user?.name ?? "",
    pictureUrl,
    previewUrl,
    selectedName: file?.name ?? null,
    onSelect: (chosen) => {
      setApiError(null);
      setSavedMessage(null);
      const problem = profilePictureProblem(chosen);
      setError(problem);
      choose(problem ? null : chosen);
    },
    onClearSelection: () => {
      setError(null);
      setApiError(null);
      choose(null);
    },
    onUpload: () => {
      const userId = user?.id;
      if (!file || !userId) return;
      setApiError(null);
      upload(file)
        .unwrap()
        .then(() => {
          setProfilePicture(userId, file);
          choose(null);
          setSavedMessage(PROFILE_MESSAGES.pictureSaved);
        })
        .catch((failure: SerializedApiError) => {
          const field = fieldErrorsOf(failure)[PROFILE_PICTURE_FIELD];
          if (field) {
            setError(field);
            choose(null);
          } else setApiError(failure.message);
        });
    },
    uploading: uploading.isLoading,
    error,
    apiError,
    savedMessage,
    removeOpen,
    onRemoveOpenChange: (open) => {
      setRemoveOpen(open);
      if (open) setApiError(null);
    },
    onRemove: () => {
      const userId = user?.id;
      if (!userId) return;
      remove()
        .unwrap()
        .then(() => {
          setProfilePicture(userId, null);
          setRemoveOpen(false);
          setSavedMessage(PROFILE_MESSAGES.pictureRemoved);
        })
        .catch((failure: SerializedApiError) => {
          setRemoveOpen(false);
          setApiError(failure.message);
        });
    },
    removing: removing.isLoading,
  };
}
