import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

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
});

export const { glucoseValueSet, measurementTypeSet, dateSet, notesSet, glucoseDraftCleared } =
  glucoseDraftSlice.actions;

export const selectGlucoseDraft = (state: { glucoseDraft: GlucoseDraftState }) => state.glucoseDraft;
