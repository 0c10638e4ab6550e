import { Alert, AlertDescription, Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from "@pkg/ui";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";

/** Focuses a field found by its `name`. */
const focusByName = (form: HTMLFormElement, field: string) =>
  form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

/**
 * The ref of a settings form whose first field in error (in `order`) takes the focus each time
 * `errorFocusKey` changes: only a new submission moves the focus, typing in a field does not.
 */
export function useFirstErrorFocus<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, string>>,
  errorFocusKey: number,
  focusField: (form: HTMLFormElement, field: F) => void = focusByName,
) {
  const formRef = React.useRef<HTMLFormElement>(null);
  React.useEffect(() => {
    const first = order.find((field) => errors[field]);
    if (!first || errorFocusKey === 0 || !formRef.current) return;
    focusField(formRef.current, first);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorFocusKey]);
  return formRef;
}

export type SettingsCardProps = {
  /** The card's heading (an `h2`). */
  title: string;
  /** What stopped the card's data from loading; shown with 'Try again'. */
  loadError?: string | null;
  onRetry?: (() => void) | undefined;
  /** The card's data is still loading: a skeleton stands in for the body. */
  loading?: boolean;
  /** The skeleton's accessible name: "Loading your profile". */
  loadingLabel?: string;
  /** The skeleton's height class: "h-56". */
  skeletonClassName?: string;
  children: React.ReactNode;
};

/** A settings card: its heading, then what failed to load, a skeleton while loading, or the body. */
export function SettingsCard({
  title,
  loadError = null,
  onRetry,
  loading = false,
  loadingLabel,
  skeletonClassName,
  children,
}: SettingsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loadError ? (
          <LoadFailedAlert message={loadError} onRetry={onRetry} />
        ) : loading ? (
          <Skeleton className={skeletonClassName} aria-busy="true" aria-label={loadingLabel} />
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

export type SettingsFormProps = Omit<React.ComponentProps<"form">, "onSubmit" | "noValidate"> & {
  /** Called on submission; the browser's own submission and checks are left out. */
  onSubmit: () => void;
};

/** A settings form: checked by the app rather than the browser, submitted without a page load. */
export function SettingsForm({ onSubmit, children, ...props }: SettingsFormProps) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

export type SettingsSaveRowProps = {
  /** The submit button's text: "Save profile". */
  label: string;
  saving?: boolean;
  /** Saving failed for another reason than a field. */
  saveError?: string | null;
  /** Said once saved (an `aria` status, so it is read out). */
  savedMessage?: string | null;
};

/** The end of a settings form: why saving failed, the submit button and what saving did. */
export function SettingsSaveRow({
  label,
  saving = false,
  saveError = null,
  savedMessage = null,
}: SettingsSaveRowProps) {
  return (
    <>
      {saveError ? (
        <Alert variant="destructive">
          <AlertDescription>{saveError}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving}>
          {label}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {savedMessage}
        </p>
      </div>
    </>
  );
}
