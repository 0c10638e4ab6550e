import { ArrowLeft, FileQuestion, Lock } from "lucide-react";

import { ScreenLink } from "../../environment";

export type ContentEditorUnavailableProps = {
  /** The item does not exist (or is hidden from this person), or they may not open it. */
  reason: "not-found" | "forbidden";
  libraryHref: string;
};

const texts = {
  "not-found": {
    title: "This content item does not exist",
    description: "It may have been deleted, or the link is wrong.",
  },
  forbidden: {
    title: "You cannot open this item",
    description: "Your role does not give access to it. Ask its author or a Super Admin if you need it.",
  },
} as const;

/** The editor's page when the item cannot be shown. */
export function ContentEditorUnavailable({ reason, libraryHref }: ContentEditorUnavailableProps) {
  const text = texts[reason];
  const Icon = reason === "forbidden" ? Lock : FileQuestion;
  return (
    <section className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-muted/40 px-6 py-12 text-center">
      <Icon aria-hidden className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{text.title}</h1>
      <p className="max-w-prose text-sm text-muted-foreground">{text.description}</p>
      <ScreenLink
        to={libraryHref}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to the content library
      </ScreenLink>
    </section>
  );
}
