export { WhatBringsYouHereScreen, type WhatBringsYouHereScreenProps } from "./what-brings-you-here-screen";
export {
  emptyWhatBringsYouHereValues,
  useWhatBringsYouHereForm,
  validateWhatBringsYouHere,
} from "./use-what-brings-you-here-form";
