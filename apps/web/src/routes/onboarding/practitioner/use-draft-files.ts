import { loadCoachOnboardingFiles, selectCoachOnboarding, useAppSelector } from "@pkg/stores";
import * as React from "react";

export type DraftFiles = { certificates: File[]; picture: File | null };

/**
 * The draft's certificates and picture, read back from IndexedDB once when the page opens (null
 * while they load). A browser that lost them (cleared storage) shows the step without them.
 */
export function useDraftFiles(): DraftFiles | null {
  const draft = useAppSelector(selectCoachOnboarding);
  const [refs] = React.useState(() => ({
    certificate_file: draft.certificate_file,
    profile_picture: draft.profile_picture,
  }));
  const [files, setFiles] = React.useState<DraftFiles | null>(null);
  React.useEffect(() => {
    let current = true;
    loadCoachOnboardingFiles(refs)
      .catch(() => ({ certificates: [], picture: null }))
      .then((loaded) => {
        if (current) setFiles(loaded);
      });
    return () => {
      current = false;
    };
  }, [refs]);
  return files;
}
