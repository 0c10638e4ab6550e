import * as React from "react";

import { api } from "./store";

/** Pictures already read in this page's life, by person: a frame shown again asks nothing. */
const pictures = new Map<string, Promise<string | null>>();
/** The frames showing a person's picture, told when Settings changes it. */
const listeners = new Set<() => void>();

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
 * Settings changed the person's picture (an image they uploaded, or null once removed): every
 * frame shows it at once, without asking the server again.
 */
export function setProfilePicture(userId: string, image: Blob | null): void {
  const previous = pictures.get(userId);
  pictures.set(userId, Promise.resolve(image ? URL.createObjectURL(image) : null));
  void previous?.then((url) => {
    if (url) URL.revokeObjectURL(url);
  });
  for (const listener of listeners) listener();
}

/**
 * The signed-in person's profile picture as an address the page can show (the API needs the
 * bearer token, so the image is fetched and kept as a blob URL), or null without one.
 */
export function useProfilePicture(userId: string | undefined): string | null {
  const [url, setUrl] = React.useState<string | null>(null);
  const [version, setVersion] = React.useState(0);
  React.useEffect(() => {
    const listener = () => setVersion((count) => count + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  React.useEffect(() => {
    if (!userId) {
      setUrl(null);
      return;
    }
    let current = true;
    void pictureOf(userId).then((found) => {
      if (current) setUrl(found);
    });
    return () => {
      current = false;
    };
  }, [userId, version]);
  return url;
}
