import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { cn } from "../../lib/utils";
import { Label, labelVariants } from "../label";

type FieldContextValue = {
  controlId: string;
  labelId: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
};

const FieldContext = React.createContext<FieldContextValue | null>(null);

/** The surrounding Field's ids and state, or `null` outside a Field. */
export function useField(): FieldContextValue | null {
  return React.useContext(FieldContext);
}

/** What a control takes from its Field: ids that tie it to the label, description and error. */
export type FieldControlProps = {
  id: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
  disabled?: boolean;
};

type ControlAria = {
  id?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-required"?: React.AriaAttributes["aria-required"];
  disabled?: boolean;
};

export type UseFieldControlOptions = {
  /**
   * Name the control with `aria-labelledby` (for groups and custom widgets that a `<label for>`
   * cannot name: radio groups, chip groups, slider thumbs).
   */
  labelledBy?: boolean;
  /** Set `aria-required` when the field is required (off for roles that do not support it). */
  ariaRequired?: boolean;
};

/** Joins id lists for `aria-describedby`, dropping blanks and repeats (controls may nest). */
function joinIds(...ids: (string | undefined)[]): string | undefined {
  const unique = new Set(ids.flatMap((id) => id?.split(/\s+/) ?? []).filter(Boolean));
  return unique.size ? [...unique].join(" ") : undefined;
}

/**
 * Merges the surrounding Field's wiring into a control's props: `id` (or `aria-labelledby`),
 * `aria-describedby` (description and error, plus the control's own), `aria-invalid`,
 * `aria-required` and `disabled`. The control's own props win. Outside a Field it returns the
 * props unchanged.
 */
export function useFieldControl<P extends ControlAria>(props: P, options: UseFieldControlOptions = {}): P {
  const field = useField();
  if (!field) return props;
  const { labelledBy = false, ariaRequired = true } = options;
  return {
    ...props,
    id: props.id ?? field.controlId,
    "aria-labelledby": props["aria-labelledby"] ?? (labelledBy ? field.labelId : undefined),
    "aria-describedby": joinIds(field.descriptionId, field.errorId, props["aria-describedby"]),
    "aria-invalid": props["aria-invalid"] ?? (field.invalid || undefined),
    "aria-required": props["aria-required"] ?? (ariaRequired && field.required ? true : undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}

export const fieldVariants = cva("group/field min-w-0", {
  variants: {
    orientation: {
      /** Label above, control, then description and error below. */
      vertical: "flex flex-col gap-2",
      /** Control beside its label (checkboxes, switches), description and error under the label. */
      horizontal:
        "grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 [&>[data-slot=field-description]]:col-start-2 [&>[data-slot=field-error]]:col-start-2",
    },
  },
  defaultVariants: {
    orientation: "vertical",
  },
});

export type FieldProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof fieldVariants> & {
    /**
     * `vertical` (default): label above the control, then description and error. `horizontal`: the
     * control beside its label (checkboxes, switches), description and error under the label.
     */
    orientation?: VariantProps<typeof fieldVariants>["orientation"];
    /** The field's label. */
    label?: React.ReactNode;
    /** Help text under the control, read after the label by assistive technology. */
    description?: React.ReactNode;
    /** The error message. Shown under the control with `role="alert"`; marks the control invalid. */
    error?: React.ReactNode;
    /** Shows the required marker and sets `aria-required` on the control. */
    required?: boolean;
    /** Disables the control. */
    disabled?: boolean;
    /** The control's id (generated when omitted). */
    controlId?: string;
    /**
     * Set when the control is a group (radio group, chips, cards, slider): the label then names
     * the group by `aria-labelledby` instead of pointing at one input.
     */
    group?: boolean;
    /**
     * The control. Haven's controls wire themselves up to the Field; for any other control pass a
     * function, which receives the props to spread on it.
     */
    children: React.ReactNode | ((control: FieldControlProps) => React.ReactNode);
  };

/**
 * A labelled form field: label (with required marker), the control, an optional description and an
 * error message tied to the control by `aria-describedby`.
 */
export function Field({
  className,
  orientation = "vertical",
  label,
  description,
  error,
  required = false,
  disabled = false,
  controlId,
  group = false,
  children,
  ...props
}: FieldProps) {
  const baseId = React.useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const context: FieldContextValue = {
    controlId: controlId ?? `${baseId}-control`,
    labelId: `${baseId}-label`,
    descriptionId: description ? `${baseId}-description` : undefined,
    errorId: hasError ? `${baseId}-error` : undefined,
    invalid: hasError,
    required,
    disabled,
  };

  const control: FieldControlProps = {
    id: context.controlId,
    "aria-labelledby": group ? context.labelId : undefined,
    "aria-describedby": joinIds(context.descriptionId, context.errorId),
    "aria-invalid": hasError || undefined,
    "aria-required": required || undefined,
    disabled: disabled || undefined,
  };

  const labelElement = label ? (
    group ? (
      <span id={context.labelId} data-slot="field-label" className={labelVariants()}>
        {label}
        {required ? (
          <span data-slot="label-required" aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </span>
    ) : (
      <Label id={context.labelId} htmlFor={context.controlId} required={required} data-slot="field-label">
        {label}
      </Label>
    )
  ) : null;

  const controlElement = typeof children === "function" ? children(control) : children;

  return (
    <FieldContext.Provider value={context}>
      <div
        data-slot="field"
        data-orientation={orientation ?? undefined}
        data-invalid={hasError || undefined}
        data-disabled={disabled || undefined}
        className={cn(fieldVariants({ orientation }), className)}
        {...props}
      >
        {orientation === "horizontal" ? (
          <>
            {controlElement}
            {labelElement}
          </>
        ) : (
          <>
            {labelElement}
            {controlElement}
          </>
        )}
        {description ? (
          <p
            id={context.descriptionId}
            data-slot="field-description"
            className="text-caption text-muted-foreground"
          >
            {description}
          </p>
        ) : null}
        {hasError ? (
          <p
            id={context.errorId}
            role="alert"
            data-slot="field-error"
            className="text-caption font-medium text-destructive"
          >
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}
