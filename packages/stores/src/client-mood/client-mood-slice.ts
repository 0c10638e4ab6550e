import { createSlice, isAnyOf, type PayloadAction, type Reducer } from "@reduxjs/toolkit";
import { createMigrate, persistReducer, type PersistedState, type Storage } from "redux-persist";

import { loggedOut } from "../session/session-slice";
import { signOut } from "../session/session-thunks";

/** The client's last log-in and last mood (spec section 3 "Other stores"), both empty text at first. */
export type ClientMoodState = {
  lastLogIn: string;
  lastMood: string;
};

export const initialClientMoodState: ClientMoodState = { lastLogIn: "", lastMood: "" };

export const clientMoodSlice = createSlice({
  name: "clientMood",
  initialState: initialClientMoodState,
  reducers: {
    /** The client logged in (an ISO date-time). */
    lastLogInRecorded(state, action: PayloadAction<string>) {
      state.lastLogIn = action.payload;
    },
    /** The client logged a mood. */
    moodRecorded(state, action: PayloadAction<string>) {
      state.lastMood = action.payload;
    },
    clientMoodCleared() {
      return initialClientMoodState;
    },
  },
  extraReducers: (builder) => {
    // The mood belongs to the person signed in on this browser.
    builder.addMatcher(isAnyOf(loggedOut, signOut.fulfilled, signOut.rejected), () => initialClientMoodState);
  },
});

export const { lastLogInRecorded, moodRecorded, clientMoodCleared } = clientMoodSlice.actions;

export const selectClientMood = (state: { clientMood: ClientMoodState }) => state.clientMood;

/** Versions. 1: lastLogIn and lastMood as text; anything else saved before is dropped. */
const clientMoodMigrations = {
  1: (state: PersistedState): PersistedState => {
    const saved = (state ?? {}) as Partial<Record<keyof ClientMoodState, unknown>> & PersistedState;
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    return {
      lastLogIn: text(saved.lastLogIn),
      lastMood: text(saved.lastMood),
      _persist: saved._persist,
    } as unknown as PersistedState;
  },
};

/** clientMood lives in local browser storage (spec section 7). */
export function persistClientMood(storage: Storage): Reducer<ClientMoodState> {
  return persistReducer(
    {
      key: "clientMood",
      version: 1,
      storage,
      whitelist: ["lastLogIn", "lastMood"],
      migrate: createMigrate(clientMoodMigrations, { debug: false }),
      timeout: 5000,
    },
    clientMoodSlice.reducer,
  ) as unknown as Reducer<ClientMoodState>;
}
