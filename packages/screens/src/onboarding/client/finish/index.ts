export {
  FINISH_REDIRECT_SECONDS,
  FinishScreen,
  type FinishScreenProps,
  type FinishStatus,
} from "./finish-screen";
