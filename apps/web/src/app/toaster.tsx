import { Button, cn } from "@pkg/ui";
import * as React from "react";

import { currentToasts, dismissToast, subscribeToToasts, type ToastOptions } from "./toast-store";

type ToastItem = ToastOptions & { id: number };

function ToastCard({ item }: { item: ToastItem }) {
  React.useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(item.id), item.duration ?? 5000);
    return () => window.clearTimeout(timer);
  }, [item.id, item.duration]);

  return (
    <li
      role={item.variant === "destructive" ? "alert" : "status"}
      data-variant={item.variant ?? "default"}
      className={cn(
        "pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg",
        item.variant === "destructive"
          ? "border-destructive bg-destructive text-destructive-foreground"
          : "border-border bg-card text-card-foreground",
      )}
    >
      <div className="flex flex-1 flex-col gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? <p className="text-sm opacity-90">{item.description}</p> : null}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="-me-2 -mt-1 h-7 px-2 text-inherit hover:bg-black/10 hover:text-inherit"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(item.id)}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </li>
  );
}

/**
 * The app's one place for toasts: top-right on narrow screens (spec section 2 "Layout"),
 * bottom-right from 768 px up. Errors are announced at once, other toasts politely.
 */
export function Toaster() {
  const current = React.useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 p-4 md:top-auto md:bottom-0 md:left-auto md:w-96"
    >
      <ol className="flex flex-col gap-2">
        {current.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
