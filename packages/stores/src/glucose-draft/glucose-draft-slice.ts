import { createSlice, isAnyOf, type PayloadAction, type Reducer } from "@reduxjs/toolkit";
import { persistReducer, type Storage } from "redux-persist";

import { loggedOut } from "../session/session-slice";
import { signOut } from "../session/session-thunks";

/** The client's glucose entry while it is typed (spec section 3 "Other stores"): four texts. */
export type GlucoseDraftState = {
  glucoseValue: string;
  measurementType: string;
  date: string;
  notes: string;
};

export const initialGlucoseDraftState: GlucoseDraftState = {
  glucoseValue: "",
  measurementType: "",
  date: "",
  notes: "",
};

/** One setter per field; each replaces that field's value. */
export const glucoseDraftSlice = createSlice({
  name: "glucoseDraft",
  initialState: initialGlucoseDraftState,
  reducers: {
    glucoseValueSet(state, action: PayloadAction<string>) {
      state.glucoseValue = action.payload;
    },
    measurementTypeSet(state, action: PayloadAction<string>) {
      state.measurementType = action.payload;
    },
    dateSet(state, action: PayloadAction<string>) {
      state.date = action.payload;
    },
    notesSet(state, action: PayloadAction<string>) {
      state.notes = action.payload;
    },
    /** The entry was saved or abandoned. */
    glucoseDraftCleared() {
      return initialGlucoseDraftState;
    },
  },
  extraReducers: (builder) => {
    // The reading being typed belongs to the person signed in on this browser.
    builder.addMatcher(
      isAnyOf(loggedOut, signOut.fulfilled, signOut.rejected),
      () => initialGlucoseDraftState,
    );
  },
});

export const { glucoseValueSet, measurementTypeSet, dateSet, notesSet, glucoseDraftCleared } =
  glucoseDraftSlice.actions;

export const selectGlucoseDraft = (state: { glucoseDraft: GlucoseDraftState }) => state.glucoseDraft;

/** The draft is kept in browser storage under its own key, so a refresh loses nothing typed. */
export function persistGlucoseDraft(storage: Storage): Reducer<GlucoseDraftState> {
  return persistReducer(
    {
      key: "glucoseDraft",
      version: 1,
      storage,
      whitelist: ["glucoseValue", "measurementType", "date", "notes"],
      timeout: 5000,
    },
    glucoseDraftSlice.reducer,
  ) as unknown as Reducer<GlucoseDraftState>;
}
