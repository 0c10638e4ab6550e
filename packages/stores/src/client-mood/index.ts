export {
  clientMoodCleared,
  clientMoodSlice,
  initialClientMoodState,
  lastLogInRecorded,
  moodRecorded,
  persistClientMood,
  selectClientMood,
  type ClientMoodState,
} from "./client-mood-slice";
