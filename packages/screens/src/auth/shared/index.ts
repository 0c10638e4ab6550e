export { FormMessage, type FormMessageProps } from "./form-message";
export { secondsLeft, useCooldown } from "./use-cooldown";
