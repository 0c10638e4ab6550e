import { CONTENT_TOPICS, type ContentAttachment } from "@pkg/contracts";
import { Badge } from "@pkg/ui";

import { AttachmentsEditor } from "./attachments-editor";
import { MarkdownPreview } from "./markdown-preview";
import { ReadabilityNote } from "./readability-note";
import type { ContentEditorValues } from "./use-content-editor-form";

const topicLabels = new Map<string, string>(CONTENT_TOPICS.map((topic) => [topic.slug, topic.label]));

function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type ContentReadOnlyProps = {
  values: ContentEditorValues;
  attachments: ContentAttachment[];
  onAttachmentOpen?: (attachment: ContentAttachment) => void;
};

/** The item as a reviewer reads it: its text rendered, with everything the author filled in. */
export function ContentReadOnly({ values, attachments, onAttachmentOpen }: ContentReadOnlyProps) {
  return (
    <div data-slot="content-read-only" className="flex flex-col gap-8">
      <Part id="content-summary-title" title="Summary">
        <p className="max-w-prose leading-relaxed">{values.summary || "No summary."}</p>
      </Part>
      <Part id="content-document-title" title="Document">
        <div className="rounded-md border border-border bg-card px-4 py-3">
          {values.documentText.trim() ? (
            <MarkdownPreview markdown={values.documentText} />
          ) : (
            <p className="text-sm text-muted-foreground">No text yet.</p>
          )}
        </div>
        <ReadabilityNote documentText={values.documentText} audience={values.audience} />
      </Part>
      <Part id="content-audience-title" title="Topics and audience">
        <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium">Topics</dt>
          <dd>
            {values.topics.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5">
                {values.topics.map((topic) => (
                  <li key={topic}>
                    <Badge variant="secondary">{topicLabels.get(topic) ?? topic}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              "None chosen"
            )}
          </dd>
          <dt className="font-medium">Written for</dt>
          <dd>{values.audience === "clients" ? "Clients" : "Practitioners"}</dd>
        </dl>
      </Part>
      <Part id="content-sources-title" title="Sources">
        {values.sources.length > 0 ? (
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
            {values.sources.map((source, index) => (
              <li key={index}>
                <span className="font-medium">{source.title}</span>. {source.publisher}, {source.year}.
                {source.url ? (
                  <>
                    {" "}
                    <a
                      href={source.url}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="break-all text-primary underline underline-offset-4"
                    >
                      {source.url}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">No sources cited.</p>
        )}
      </Part>
      <Part id="content-attachments-title" title="Attachments">
        <AttachmentsEditor attachments={attachments} enabled={false} readOnly onOpen={onAttachmentOpen} />
      </Part>
      <Part id="content-instructions-title" title="Instructions for reviewers">
        <p className="max-w-prose text-sm leading-relaxed whitespace-pre-wrap">
          {values.instructions || "None given."}
        </p>
      </Part>
    </div>
  );
}
