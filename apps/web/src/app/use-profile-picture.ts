import * as React from "react";

import { api } from "./store";

/** Pictures already read in this page's life, by person: a frame shown again asks nothing. */
const pictures = new Map<string, Promise<string | null>>();

function pictureOf(userId: string): Promise<string | null> {
  let picture = pictures.get(userId);
  if (!picture) {
    picture = api.getProfilePicture().then(
      (blob) => URL.createObjectURL(blob),
      (error: { status?: number }) => {
        // None uploaded is an answer; anything else may succeed on the next frame.
        if (error?.status !== 404) pictures.delete(userId);
        return null;
      },
    );
    pictures.set(userId, picture);
  }
  return picture;
}

/**
 * The signed-in person's profile picture as an address the page can show (the API needs the
 * bearer token, so the image is fetched and kept as a blob URL), or null without one.
 */
export function useProfilePicture(userId: string | undefined): string | null {
  const [url, setUrl] = React.useState<string | null>(null);
  React.useEffect(() => {
    setUrl(null);
    if (!userId) return;
    let current = true;
    void pictureOf(userId).then((found) => {
      if (current) setUrl(found);
    });
    return () => {
      current = false;
    };
  }, [userId]);
  return url;
}
