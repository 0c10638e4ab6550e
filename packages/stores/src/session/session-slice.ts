import type { RoleId, RoleName } from "@pkg/contracts";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

import { submitClientOnboarding } from "../client-onboarding/client-onboarding-thunks";
import { submitCoachOnboarding } from "../coach-onboarding/coach-onboarding-thunks";
import {
  changePassword,
  completeSignup,
  logIn,
  logInSecondFactor,
  resetPassword,
  signOut,
  updateProfile,
  verifyResetLink,
} from "./session-thunks";

/** The signed-in person as the session keeps it (spec section 3 "User session"). */
export type SessionUser = {
  id?: string;
  roleID?: RoleId;
  /** Absent until onboarding is submitted (decisions.md). */
  roleName?: RoleName;
  email: string;
  name?: string;
  /** The first name given in the onboarding (practitioners), for greetings. */
  firstName?: string;
  onboardingCompleted?: boolean;
};

export type SessionState = {
  user: SessionUser | null;
  accessToken: string | null;
  /** The new-password (reset) token and its e-mail, kept apart from the access token. */
  resetToken: string | null;
  resetEmail: string | null;
  /**
   * True from the moment the onboarding is submitted until the next sign-in: the person's first
   * visit to the signed-in app, greeted as such.
   */
  firstVisit: boolean;
  /**
   * The server refused the session (it ended elsewhere: signed out, password changed, account
   * deactivated): the person is sent to Log in rather than to sign-up. Not persisted.
   */
  endedByServer: boolean;
};

export const initialSessionState: SessionState = {
  user: null,
  accessToken: null,
  resetToken: null,
  resetEmail: null,
  firstVisit: false,
  endedByServer: false,
};

export const sessionSlice = createSlice({
  name: "session",
  initialState: initialSessionState,
  reducers: {
    /** Logout, or the server refused the token (`refused`): clears user, token and the reset token. */
    loggedOut(_state, action: PayloadAction<{ refused?: boolean } | undefined>) {
      return { ...initialSessionState, endedByServer: action.payload?.refused === true };
    },
    /**
     * The practice profile was saved (Settings): its first name is the greeting's, shown at once.
     * Dispatched by `profileApi` rather than matched here, so the store carries no RTK Query code
     * into the first load.
     */
    practiceProfileSaved(state, action: PayloadAction<{ firstName: string }>) {
      if (state.user) state.user.firstName = action.payload.firstName;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(completeSignup.fulfilled, (state, action) => {
        state.user = action.payload.user;
        state.accessToken = action.payload.accessToken;
        state.firstVisit = false;
      })
      .addCase(logIn.fulfilled, (state, action) => {
        // A second-factor challenge is no session yet: the second step brings it.
        if (!("accessToken" in action.payload)) return;
        state.user = action.payload.user;
        state.accessToken = action.payload.accessToken;
        state.firstVisit = false;
      })
      .addCase(logInSecondFactor.fulfilled, (state, action) => {
        state.user = action.payload.user;
        state.accessToken = action.payload.accessToken;
        state.firstVisit = false;
      })
      // The submitted onboarding answers the full user: the session takes its real role, and the
      // signed-in app opens for the first time.
      .addCase(submitClientOnboarding.fulfilled, (state, action) => {
        state.user = action.payload.user;
        state.firstVisit = true;
      })
      .addCase(submitCoachOnboarding.fulfilled, (state, action) => {
        state.user = action.payload.user;
        state.firstVisit = true;
      })
      .addCase(verifyResetLink.fulfilled, (state, action) => {
        state.resetEmail = action.meta.arg.email;
        state.resetToken = action.meta.arg.token;
        state.user = null;
        state.accessToken = null;
      })
      .addCase(resetPassword.fulfilled, (state) => {
        state.resetEmail = null;
        state.resetToken = null;
      })
      // Signing out ends the session here even when the server could not be told.
      // The name shows in the frame and greetings: a saved change shows at once.
      .addCase(updateProfile.fulfilled, (state, action) => {
        if (state.user && state.user.id === action.payload.user.id)
          state.user.name = action.payload.user.name;
      })
      // The other sessions ended; this one goes on with the token the change answered.
      .addCase(changePassword.fulfilled, (state, action) => {
        state.accessToken = action.payload.accessToken;
      })
      .addCase(signOut.fulfilled, () => initialSessionState)
      .addCase(signOut.rejected, () => initialSessionState);
  },
});

export const { loggedOut, practiceProfileSaved } = sessionSlice.actions;
