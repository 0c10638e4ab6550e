import { z } from "zod";

import { MAX_UPLOAD_BYTES, PROFILE_PICTURE_MIME_TYPES, storedFileSchema } from "./files";
import { ONBOARDING_FILE_FIELDS } from "./onboarding-constants";
import { coachOnboardingDataSchema } from "./onboarding";

/* ---------- Settings: the profile picture and the practitioner's practice profile ---------- */

/** The multipart file field of `PUT /api/user/profile-picture` (the onboarding's field name). */
export const PROFILE_PICTURE_FIELD = ONBOARDING_FILE_FIELDS.profilePicture;

/** The exact sentences of the profile picture and the practice profile, shared by web, screens and API. */
export const PROFILE_MESSAGES = {
  /** The onboarding's field message for a file of another type. */
  pictureType: "Files must be JPEG, PNG or WebP",
  /** The onboarding's field message for a file over the upload limit. */
  pictureTooLarge: `Files must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  pictureRequired: "Choose a picture to upload",
  pictureSaved: "Profile picture saved.",
  pictureRemoved: "Profile picture removed.",
  practiceProfileSaved: "Practice profile saved.",
  noPracticeProfile: "There is no practice profile yet: it is made by the practitioner onboarding",
} as const;

/** Whether a file chosen in the browser is one the API takes (type and size), as its message. */
export function profilePictureProblem(file: { type: string; size: number }): string | null {
  if (!(PROFILE_PICTURE_MIME_TYPES as readonly string[]).includes(file.type))
    return PROFILE_MESSAGES.pictureType;
  if (file.size > MAX_UPLOAD_BYTES) return PROFILE_MESSAGES.pictureTooLarge;
  return null;
}

/** The answer of `PUT /api/user/profile-picture`: the stored picture (a reference). */
export const profilePictureResponseSchema = z.object({
  message: z.string(),
  picture: storedFileSchema,
});
export type ProfilePictureResponse = z.infer<typeof profilePictureResponseSchema>;

/**
 * The practice profile: the onboarding answers that describe the practice, with the onboarding's
 * rules and messages. `first_name` is also the greeting's first name; `last_name` is labelled
 * 'Alternative name for your practice profile'.
 */
export const practiceProfileSchema = coachOnboardingDataSchema.pick({
  first_name: true,
  last_name: true,
  display_credentials: true,
  location: true,
  years_experience: true,
  personal_story: true,
  primary_niches: true,
});
/** `PUT /api/coach/practice-profile`: the whole practice profile (a field left out is cleared). */
export type PracticeProfile = z.output<typeof practiceProfileSchema>;
export type PracticeProfileInput = z.input<typeof practiceProfileSchema>;
export const PRACTICE_PROFILE_FIELDS = Object.keys(practiceProfileSchema.shape) as (keyof PracticeProfile)[];

/** `GET|PUT /api/coach/practice-profile`. */
export const practiceProfileResponseSchema = z.object({ profile: practiceProfileSchema });
export type PracticeProfileResponse = z.infer<typeof practiceProfileResponseSchema>;
