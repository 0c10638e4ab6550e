export { SupportScreen, type SupportScreenProps } from "./support-screen";
