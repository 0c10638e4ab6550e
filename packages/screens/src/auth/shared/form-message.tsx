import { cn } from "@pkg/ui";
import type * as React from "react";

export type FormMessageProps = {
  tone?: "error" | "info" | "success";
  title?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
};

/**
 * A message about the whole form (a server error, a sent e-mail). Errors are announced at once
 * (`role="alert"`), other messages politely (`role="status"`).
 */
export function FormMessage({ tone = "error", title, children, className }: FormMessageProps) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-slot="form-message"
      data-tone={tone}
      className={cn(
        "flex flex-col gap-1 rounded-md border p-3 text-sm text-foreground",
        tone === "error" && "border-destructive bg-destructive/5",
        tone === "info" && "border-border bg-muted",
        tone === "success" && "border-success bg-success/5",
        className,
      )}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div>{children}</div> : null}
    </div>
  );
}
