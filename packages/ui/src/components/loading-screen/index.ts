export { LoadingScreen, loadingScreenVariants, type LoadingScreenProps } from "./loading-screen";
