import { cva, type VariantProps } from "class-variance-authority";
import { Eye, EyeOff } from "lucide-react";
import * as React from "react";

import { useControllableState } from "../../lib/use-controllable-state";
import { cn } from "../../lib/utils";
import { useFieldControl } from "../field";
import { Input, type InputProps } from "../input";

export const passwordInputVariants = cva("relative flex w-full", {
  variants: {
    size: {
      sm: "[&_[data-slot=password-input-toggle]]:size-8",
      md: "[&_[data-slot=password-input-toggle]]:size-10",
      lg: "[&_[data-slot=password-input-toggle]]:size-12",
    },
  },
  defaultVariants: {
    size: "md",
  },
});

export type PasswordInputProps = Omit<InputProps, "type"> &
  VariantProps<typeof passwordInputVariants> & {
    /** The height, as Input's: `sm` 32 px, `md` 40 px (default), `lg` 48 px. */
    size?: VariantProps<typeof passwordInputVariants>["size"];
    /** Whether the password is shown as text (controlled). */
    visible?: boolean;
    /** Whether the password starts shown (uncontrolled). */
    defaultVisible?: boolean;
    /** Called when the show/hide toggle is pressed. */
    onVisibleChange?: (visible: boolean) => void;
    /** Accessible name of the toggle while the password is hidden. */
    showLabel?: string;
    /** Accessible name of the toggle while the password is shown. */
    hideLabel?: string;
    /** Classes for the input itself (`className` styles the wrapper). */
    inputClassName?: string;
  };

/**
 * A password input with a show/hide toggle button. The toggle is a pressed-state button whose name
 * follows the action it performs: 'Show password' or 'Hide password'.
 */
export function PasswordInput({
  className,
  inputClassName,
  size = "md",
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  showLabel = "Show password",
  hideLabel = "Hide password",
  ...props
}: PasswordInputProps) {
  const generatedId = React.useId();
  const inputProps = useFieldControl(props);
  const inputId = inputProps.id ?? generatedId;
  const [visible, setVisible] = useControllableState({
    value: visibleProp,
    defaultValue: defaultVisible,
    onChange: onVisibleChange,
  });

  return (
    <div
      data-slot="password-input"
      data-size={size ?? undefined}
      data-visible={visible || undefined}
      className={cn(passwordInputVariants({ size }), className)}
    >
      <Input
        size={size}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...inputProps}
        id={inputId}
        type={visible ? "text" : "password"}
        className={cn("pe-10", inputClassName)}
      />
      <button
        type="button"
        data-slot="password-input-toggle"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        aria-controls={inputId}
        disabled={inputProps.disabled}
        onClick={() => setVisible(!visible)}
        className={cn(
          "absolute inset-y-0 end-0 inline-flex items-center justify-center rounded-e-md text-muted-foreground",
          "outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/40",
          "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4",
        )}
      >
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </button>
    </div>
  );
}
