export { WelcomeScreen, type WelcomeScreenProps } from "./welcome-screen";
