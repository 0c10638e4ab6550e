import { cva, type VariantProps } from "class-variance-authority";
import { Slider as SliderPrimitive } from "radix-ui";
import * as React from "react";

import { useControllableState } from "../../lib/use-controllable-state";
import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";
import { useField, useFieldControl } from "../field";

export const sliderVariants = cva(
  [
    "relative flex w-full touch-none items-center select-none",
    "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
    "data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-40 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col",
  ],
  {
    variants: {
      size: {
        sm: "[--slider-thumb:1rem] [--slider-track:0.25rem]",
        md: "[--slider-thumb:1.25rem] [--slider-track:0.5rem]",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

/** The track: a rounded bar as thick as the size says. */
export const sliderTrackClasses =
  "relative grow overflow-hidden rounded-full bg-muted data-[orientation=horizontal]:h-(--slider-track) data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-(--slider-track)";

/** The thumb: a round handle with a focus ring; red-ringed when invalid. */
export const sliderThumbClasses = [
  "block size-(--slider-thumb) shrink-0 rounded-full border-2 border-primary bg-background shadow-sm",
  "transition-[box-shadow] outline-none hover:ring-4 hover:ring-ring/20",
  "focus-visible:ring-4 focus-visible:ring-ring/50",
  "aria-invalid:border-destructive data-[disabled]:pointer-events-none",
].join(" ");

type ThumbAria = {
  /** Names every thumb (for one thumb) when no Field label does. */
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
};

export type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> &
  AsChildProps &
  VariantProps<typeof sliderVariants> &
  ThumbAria & {
    /** The thumb and track: `sm` a 16 px thumb on a 4 px track, `md` (default) 20 px on 8 px. */
    size?: VariantProps<typeof sliderVariants>["size"];
    /** A name per thumb, for range sliders ('Minimum', 'Maximum'). */
    thumbLabels?: string[];
    /** The text read for a value (`aria-valuetext`), e.g. `(value) => \`${value}%\``. */
    getValueText?: (value: number) => string;
  };

/**
 * Splits a slider's props into the root's and the thumbs' (names, descriptions and validity
 * belong on the focusable thumbs, which have the slider role), after a Field has added its own.
 */
export function useSliderProps<P extends ThumbAria & { id?: string; disabled?: boolean }>(props: P) {
  const {
    "aria-label": ariaLabel,
    "aria-labelledby": ariaLabelledBy,
    "aria-describedby": ariaDescribedBy,
    "aria-invalid": ariaInvalid,
    id,
    ...rootProps
  } = useFieldControl(props, { labelledBy: true, ariaRequired: false });
  const thumb = {
    id,
    "aria-label": ariaLabelledBy ? undefined : ariaLabel,
    "aria-labelledby": ariaLabelledBy,
    "aria-describedby": ariaDescribedBy,
    "aria-invalid": ariaInvalid,
  };
  return { rootProps, thumb, invalid: Boolean(ariaInvalid) && ariaInvalid !== "false" };
}

/**
 * A slider (Radix): 0 to 100 in steps of 1 by default; pass several values for a range. Arrow keys
 * move by a step, Page Up/Down by ten, Home/End to the ends.
 */
export function Slider({
  className,
  size = "md",
  min = 0,
  max = 100,
  step = 1,
  value: valueProp,
  defaultValue,
  onValueChange,
  thumbLabels,
  getValueText,
  ...props
}: SliderProps) {
  const { rootProps, thumb, invalid } = useSliderProps(props);
  const [values, setValues] = useControllableState({
    value: valueProp,
    defaultValue: defaultValue ?? [min],
    onChange: onValueChange,
  });
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      data-size={size ?? undefined}
      data-invalid={invalid || undefined}
      min={min}
      max={max}
      step={step}
      value={values}
      onValueChange={setValues}
      className={cn(sliderVariants({ size }), className)}
      {...rootProps}
    >
      <SliderPrimitive.Track data-slot="slider-track" className={sliderTrackClasses}>
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          // Thumbs are positional: their order is their identity.
          key={index}
          data-slot="slider-thumb"
          className={sliderThumbClasses}
          {...thumb}
          id={index === 0 ? thumb.id : undefined}
          aria-label={thumbLabels?.[index] ?? thumb["aria-label"]}
          // Radix only sets data-disabled: tell assistive technology too.
          aria-disabled={rootProps.disabled || undefined}
          aria-valuetext={getValueText ? getValueText(thumbValue) : undefined}
        />
      ))}
    </SliderPrimitive.Root>
  );
}

/** The thumb's width per size, for laying out marks under a slider's track. */
const thumbWidthVar = {
  sm: "[--slider-thumb:1rem]",
  md: "[--slider-thumb:1.25rem]",
} as const;

type SingleValueProps = {
  /** The value (controlled). */
  value?: number;
  /** The starting value when uncontrolled (the minimum unless given). */
  defaultValue?: number;
  /** Called with each new value while the thumb moves. */
  onValueChange?: (value: number) => void;
  /** Called with the value when the user lets go of the thumb or presses a key. */
  onValueCommit?: (value: number) => void;
};

export type StepSliderProps = Omit<
  SliderProps,
  "value" | "defaultValue" | "onValueChange" | "onValueCommit" | "thumbLabels" | "getValueText"
> &
  SingleValueProps & {
    /** The words for a value, shown beside the number and read as the thumb's `aria-valuetext`. */
    getLabel: (value: number) => string;
    /** Show each step's number under the track (on by default). */
    showMarks?: boolean;
  };

/** The text read for a step slider's value: the number and its words ('2: Thinking about it'). */
export function stepValueText(value: number, label: string): string {
  return label ? `${value}: ${label}` : String(value);
}

/**
 * A slider over a short scale of whole steps (0 to 10 by default) where every value has words: the
 * current value and its words are shown above the track, every step's number below it, and the
 * thumb announces both (`aria-valuetext`).
 */
export function StepSlider({
  className,
  size = "md",
  min = 0,
  max = 10,
  step = 1,
  value: valueProp,
  defaultValue,
  onValueChange,
  onValueCommit,
  getLabel,
  showMarks = true,
  id,
  ...props
}: StepSliderProps) {
  const field = useField();
  const generatedId = React.useId();
  const thumbId = id ?? field?.controlId ?? generatedId;
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue: defaultValue ?? min,
    onChange: onValueChange,
  });
  const label = getLabel(value);
  const marks = showMarks ? Math.floor((max - min) / step) + 1 : 0;
  return (
    <div
      data-slot="step-slider"
      data-size={size ?? undefined}
      className={cn("flex w-full flex-col gap-3", thumbWidthVar[size ?? "md"], className)}
    >
      {/* The thumb announces changes itself (aria-valuetext): the output stays quiet. */}
      <output
        data-slot="step-slider-value"
        htmlFor={thumbId}
        aria-live="off"
        className="flex items-baseline gap-3 rounded-md border border-border bg-card px-4 py-3 text-card-foreground"
      >
        <span className="text-display font-semibold text-primary tabular-nums">{value}</span>
        <span className="text-base font-medium">{label}</span>
      </output>
      <Slider
        id={thumbId}
        size={size}
        min={min}
        max={max}
        step={step}
        value={[value]}
        onValueChange={([next]) => {
          if (next !== undefined) setValue(next);
        }}
        onValueCommit={([next]) => {
          if (next !== undefined) onValueCommit?.(next);
        }}
        getValueText={(thumbValue) => stepValueText(thumbValue, getLabel(thumbValue))}
        {...props}
      />
      {marks > 0 ? (
        <div
          aria-hidden="true"
          data-slot="step-slider-marks"
          className="flex justify-between px-[calc(var(--slider-thumb)/2)] text-caption text-muted-foreground"
        >
          {Array.from({ length: marks }, (_, index) => {
            const mark = min + index * step;
            return (
              <span
                key={mark}
                data-current={mark === value || undefined}
                className="flex w-0 justify-center tabular-nums data-[current]:font-semibold data-[current]:text-foreground"
              >
                {mark}
              </span>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

/** How many coloured segments the multi-segment slider shows by default (spec: 6). */
export const SEGMENTED_SLIDER_SEGMENTS = 6;

/** The default colours of the six segments, from low (red) to high (green). */
export const segmentedSliderColors = [
  "bg-red-500",
  "bg-orange-500",
  "bg-amber-400",
  "bg-yellow-300",
  "bg-lime-500",
  "bg-green-600",
] as const;

/**
 * Which segment (0-based) a value falls in when the range min–max is cut into `segments` equal
 * parts; the maximum belongs to the last segment.
 */
export function segmentIndex(value: number, min: number, max: number, segments: number): number {
  if (segments <= 1 || max <= min) return 0;
  const fraction = (Math.min(max, Math.max(min, value)) - min) / (max - min);
  return Math.min(segments - 1, Math.floor(fraction * segments));
}

export type SegmentedSliderProps = Omit<SliderProps, "getValueText"> & {
  /** How many coloured segments the track shows (6). */
  segments?: number;
  /** A class (a background colour) per segment; the default runs from red to green. */
  segmentClassNames?: readonly string[];
  /** Words per segment ('Low', …), read with the value as the thumb's `aria-valuetext`. */
  segmentLabels?: readonly string[];
};

/**
 * A slider whose track is cut into coloured segments (six by default), for scales where the band a
 * value falls in matters. Same keys and defaults (0 to 100, step 1) as the Slider.
 */
export function SegmentedSlider({
  className,
  size = "md",
  min = 0,
  max = 100,
  step = 1,
  value: valueProp,
  defaultValue,
  onValueChange,
  thumbLabels,
  segments = SEGMENTED_SLIDER_SEGMENTS,
  segmentClassNames = segmentedSliderColors,
  segmentLabels,
  ...props
}: SegmentedSliderProps) {
  const { rootProps, thumb, invalid } = useSliderProps(props);
  const [values, setValues] = useControllableState({
    value: valueProp,
    defaultValue: defaultValue ?? [min],
    onChange: onValueChange,
  });
  const valueText = (thumbValue: number) => {
    const words = segmentLabels?.[segmentIndex(thumbValue, min, max, segments)];
    return words ? `${thumbValue}, ${words}` : undefined;
  };
  return (
    <SliderPrimitive.Root
      data-slot="segmented-slider"
      data-size={size ?? undefined}
      data-invalid={invalid || undefined}
      min={min}
      max={max}
      step={step}
      value={values}
      onValueChange={setValues}
      className={cn(sliderVariants({ size }), className)}
      {...rootProps}
    >
      <SliderPrimitive.Track
        data-slot="segmented-slider-track"
        className={cn(
          sliderTrackClasses,
          "flex gap-0.5 bg-transparent data-[orientation=vertical]:flex-col-reverse",
        )}
      >
        {Array.from({ length: segments }, (_, index) => (
          <span
            key={index}
            data-slot="segmented-slider-segment"
            className={cn("flex-1", segmentClassNames[index % segmentClassNames.length])}
          />
        ))}
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          key={index}
          data-slot="segmented-slider-thumb"
          className={sliderThumbClasses}
          {...thumb}
          id={index === 0 ? thumb.id : undefined}
          aria-label={thumbLabels?.[index] ?? thumb["aria-label"]}
          // Radix only sets data-disabled: tell assistive technology too.
          aria-disabled={rootProps.disabled || undefined}
          aria-valuetext={valueText(thumbValue)}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
