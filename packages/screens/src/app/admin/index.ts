export { AdminScreen, type AdminScreenProps } from "./admin-screen";
