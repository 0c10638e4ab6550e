export { AppFrame, type AppFrameProps, type AppNavItem } from "./app-frame";
