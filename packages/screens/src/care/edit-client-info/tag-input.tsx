import { CARE_LIMITS, CARE_MESSAGES, editClientInfoRequestSchema } from "@pkg/contracts";
import { Badge, Button, Field, IconButton, Input } from "@pkg/ui";
import { X } from "lucide-react";
import * as React from "react";

const tagSchema = editClientInfoRequestSchema.shape.tags.unwrap().element;

export type TagInputProps = {
  tags: string[];
  onChange: (tags: string[]) => void;
  /** The form's message about the tags (a check's or the API's). */
  error?: string;
  /** The input's `name`, by which the form finds it to focus. */
  name?: string;
  disabled?: boolean;
};

/**
 * A list of tags: type one and press Enter (or Add); each tag has its own Remove button. A tag is
 * checked as it is added, with the contracts' messages; at most `CARE_LIMITS.tagsMax`.
 */
export function TagInput({ tags, onChange, error, name = "tags", disabled = false }: TagInputProps) {
  const [draft, setDraft] = React.useState("");
  const [draftError, setDraftError] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listId = React.useId();
  const full = tags.length >= CARE_LIMITS.tagsMax;

  const add = () => {
    const checked = tagSchema.safeParse(draft);
    if (!checked.success) {
      setDraftError(checked.error.issues[0]?.message ?? CARE_MESSAGES.tagEmpty);
      return;
    }
    const tag = checked.data;
    if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      setDraftError(`'${tag}' is already a tag`);
      return;
    }
    if (full) {
      setDraftError(CARE_MESSAGES.tooManyTags);
      return;
    }
    onChange([...tags, tag]);
    setDraft("");
    setDraftError(null);
  };

  const remove = (tag: string) => {
    onChange(tags.filter((existing) => existing !== tag));
    setDraftError(null);
    inputRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <Field
        label="Add a tag"
        description={`Up to ${CARE_LIMITS.tagsMax} tags of at most ${CARE_LIMITS.tagMax} characters. Press Enter to add one.`}
        error={draftError ?? error}
      >
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            name={name}
            value={draft}
            autoComplete="off"
            enterKeyHint="done"
            disabled={disabled}
            aria-controls={listId}
            onChange={(event) => {
              setDraft(event.target.value);
              setDraftError(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              add();
            }}
          />
          <Button variant="outline" className="shrink-0" disabled={disabled} onClick={add}>
            Add
          </Button>
        </div>
      </Field>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {tags.length === 0 ? "No tags yet." : `${tags.length} of ${CARE_LIMITS.tagsMax} tags`}
        </p>
        <ul id={listId} aria-label="Tags" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" size="md" className="gap-0.5 py-0 pr-0.5">
                {tag}
                <IconButton
                  size="sm"
                  className="size-6 rounded-full"
                  aria-label={`Remove tag ${tag}`}
                  disabled={disabled}
                  onClick={() => remove(tag)}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </IconButton>
              </Badge>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
