import { Alert, AlertDescription, AlertTitle, Button } from "@pkg/ui";

export type LoadFailedAlertProps = {
  /** What could not be loaded ('The library could not be loaded'), when the page says it. */
  title?: string;
  /** Why: the server's message, or what to check. */
  message: string;
  /** Shows 'Try again', which calls it. */
  onRetry?: () => void;
};

/** A page part that could not be loaded: what, why, and 'Try again'. */
export function LoadFailedAlert({ title, message, onRetry }: LoadFailedAlertProps) {
  return (
    <Alert variant="destructive">
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      <AlertDescription className="flex flex-col items-start gap-3">
        <p className="text-foreground">{message}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
