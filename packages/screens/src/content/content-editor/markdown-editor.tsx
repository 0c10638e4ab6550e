import { IconButton, Tabs, TabsContent, TabsList, TabsTrigger, Textarea } from "@pkg/ui";
import { Bold, Heading2, Italic, Link, List, ListOrdered, Quote } from "lucide-react";
import * as React from "react";

import { MarkdownPreview } from "./markdown-preview";
import { applyMarkdownFormat, type MarkdownFormat, type TextSelection } from "./markdown-format";

const toolbar: { format: MarkdownFormat; label: string; icon: React.ReactNode; shortcut?: string }[] = [
  { format: "bold", label: "Bold", icon: <Bold aria-hidden />, shortcut: "b" },
  { format: "italic", label: "Italic", icon: <Italic aria-hidden />, shortcut: "i" },
  { format: "heading", label: "Heading", icon: <Heading2 aria-hidden /> },
  { format: "bulleted", label: "Bulleted list", icon: <List aria-hidden /> },
  { format: "numbered", label: "Numbered list", icon: <ListOrdered aria-hidden /> },
  { format: "quote", label: "Quote", icon: <Quote aria-hidden /> },
  { format: "link", label: "Link", icon: <Link aria-hidden />, shortcut: "k" },
];

/** Tailwind's `lg`: from 1024 px the text and its preview sit side by side. */
const WIDE_QUERY = "(min-width: 64rem)";

function subscribeWide(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const list = window.matchMedia(WIDE_QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

function useWide(): boolean {
  return React.useSyncExternalStore(
    subscribeWide,
    () => typeof window.matchMedia === "function" && window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

export type MarkdownEditorProps = {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
};

/**
 * The body's Markdown: a textarea with a small formatting toolbar (Ctrl/⌘ + B, I, K) and a live
 * preview, side by side from 1024 px and as Write / Preview tabs below that. Put it inside a
 * Field: the textarea takes the Field's label, description and error.
 */
export function MarkdownEditor({ value, onChange, maxLength }: MarkdownEditorProps) {
  const wide = useWide();
  const [tab, setTab] = React.useState("write");
  const textareaRef = React.useRef<HTMLTextAreaElement>(null);
  const pendingSelection = React.useRef<TextSelection | null>(null);
  const deferred = React.useDeferredValue(value);

  React.useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const textarea = textareaRef.current;
    if (!selection || !textarea || textarea.value !== selection.text) return;
    pendingSelection.current = null;
    textarea.focus();
    textarea.setSelectionRange(selection.start, selection.end);
  });

  const format = (kind: MarkdownFormat) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const next = applyMarkdownFormat(
      { text: value, start: textarea.selectionStart, end: textarea.selectionEnd },
      kind,
    );
    pendingSelection.current = next;
    onChange(next.text);
  };

  const write = (
    <div data-slot="markdown-editor-write" className="flex min-w-0 flex-col gap-2">
      <div
        role="group"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 rounded-md border border-border bg-muted/40 p-1"
      >
        {toolbar.map((item) => (
          <IconButton
            key={item.format}
            size="sm"
            aria-label={item.label}
            aria-keyshortcuts={item.shortcut ? `Control+${item.shortcut.toUpperCase()}` : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => format(item.format)}
          >
            {item.icon}
          </IconButton>
        ))}
      </div>
      <Textarea
        ref={textareaRef}
        value={value}
        maxLength={maxLength}
        rows={18}
        spellCheck
        className="min-h-80 font-mono text-sm leading-relaxed"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
          const item = toolbar.find((entry) => entry.shortcut === event.key.toLowerCase());
          if (!item) return;
          event.preventDefault();
          format(item.format);
        }}
      />
    </div>
  );

  const preview = (
    <section
      aria-label="Preview"
      data-slot="markdown-editor-preview"
      className="min-h-80 min-w-0 overflow-auto rounded-md border border-border bg-card px-4 py-3"
    >
      {deferred.trim() ? (
        <MarkdownPreview markdown={deferred} />
      ) : (
        <p className="text-sm text-muted-foreground">The preview shows here as you write.</p>
      )}
    </section>
  );

  if (wide) {
    return (
      <div data-slot="markdown-editor" data-layout="side-by-side" className="grid grid-cols-2 gap-4">
        {write}
        <div className="flex min-w-0 flex-col gap-2">
          <p aria-hidden className="flex h-10 items-center text-sm font-medium text-muted-foreground">
            Preview
          </p>
          {preview}
        </div>
      </div>
    );
  }
  return (
    <Tabs value={tab} onValueChange={setTab} data-slot="markdown-editor" data-layout="tabs">
      <TabsList aria-label="Document view" className="self-start">
        <TabsTrigger value="write">Write</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <TabsContent value="write" forceMount hidden={tab !== "write"}>
        {write}
      </TabsContent>
      <TabsContent value="preview">{preview}</TabsContent>
    </Tabs>
  );
}
