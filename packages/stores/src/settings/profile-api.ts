import type {
  MessageResponse,
  PracticeProfile,
  PracticeProfileResponse,
  ProfilePictureResponse,
} from "@pkg/contracts";
import { PROFILE_PICTURE_FIELD } from "@pkg/contracts";
import { createApi } from "@reduxjs/toolkit/query/react";

import { apiBaseQuery } from "../server-api/base-query";
import { practiceProfileSaved } from "../session/session-slice";

/**
 * Settings' profile picture (`PUT|DELETE /api/user/profile-picture`, everyone) and the
 * practitioner's practice profile (`GET|PUT /api/coach/practice-profile`), as RTK Query endpoints.
 *
 * Injected by the Settings page when it loads (`injectServerApi`), like the other areas.
 */
export const profileApi = createApi({
  reducerPath: "profileApi",
  baseQuery: apiBaseQuery,
  tagTypes: ["PracticeProfile"],
  endpoints: (build) => ({
    practiceProfile: build.query<PracticeProfileResponse, void>({
      query: () => "/coach/practice-profile",
      providesTags: ["PracticeProfile"],
    }),
    /** The answer is the saved profile: the cache takes it without another read. */
    updatePracticeProfile: build.mutation<PracticeProfileResponse, PracticeProfile>({
      query: (body) => ({ url: "/coach/practice-profile", method: "PUT", body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(profileApi.util.upsertQueryData("practiceProfile", undefined, data));
        // The greeting's first name changes at once.
        dispatch(practiceProfileSaved({ firstName: data.profile.first_name }));
      },
    }),
    /** Sent as multipart/form-data in `profile_picture`. */
    uploadProfilePicture: build.mutation<ProfilePictureResponse, File>({
      query: (file) => {
        const form = new FormData();
        form.append(PROFILE_PICTURE_FIELD, file, file.name);
        return { url: "/user/profile-picture", method: "PUT", body: form };
      },
    }),
    removeProfilePicture: build.mutation<MessageResponse, void>({
      query: () => ({ url: "/user/profile-picture", method: "DELETE" }),
    }),
  }),
});

export const {
  usePracticeProfileQuery,
  useUpdatePracticeProfileMutation,
  useUploadProfilePictureMutation,
  useRemoveProfilePictureMutation,
} = profileApi;
