export { CoachSessionScreen, type CoachSessionScreenProps } from "./coach-session-screen";
