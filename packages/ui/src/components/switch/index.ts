export { Switch, switchVariants, type SwitchProps } from "./switch";
