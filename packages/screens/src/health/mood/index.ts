export { MoodCalendar, type MoodCalendarProps } from "./mood-calendar";
export { MoodScreen, type MoodLogValues, type MoodScreenProps } from "./mood-screen";
