import { CONTENT_LIMITS, CONTENT_TOPICS, type ContentTopic } from "@pkg/contracts";
import {
  Button,
  cn,
  Field,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@pkg/ui";
import { Search } from "lucide-react";
import * as React from "react";

const ALL_TOPICS = "all";

export type LibrarySearchFormProps = {
  /** The search shown (from the address): a new one from outside replaces what is typed. */
  search: string;
  /** Called with the trimmed text when the form is submitted. */
  onSearch: (search: string) => void;
  /** The search region's name. */
  regionLabel: string;
  /** The field's label. */
  label: string;
  placeholder: string;
};

/** A library's search: a labelled search field and its button, submitted with Enter or the button. */
export function LibrarySearchForm({
  search,
  onSearch,
  regionLabel,
  label,
  placeholder,
}: LibrarySearchFormProps) {
  const [text, setText] = React.useState(search);
  const [shown, setShown] = React.useState(search);
  // A search set from outside (back and forward, 'Clear the search') replaces what is typed.
  if (search !== shown) {
    setShown(search);
    setText(search);
  }
  return (
    <form
      role="search"
      aria-label={regionLabel}
      className="min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Field label={label}>
        <div className="flex gap-2">
          <Input
            type="search"
            value={text}
            maxLength={CONTENT_LIMITS.searchMax}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="outline" className="shrink-0">
            <Search aria-hidden />
            Search
          </Button>
        </div>
      </Field>
    </form>
  );
}

export type LibraryTopicSelectProps = {
  /** The topic chosen, or none for all topics. */
  topic: ContentTopic | null;
  onTopicChange: (topic: ContentTopic | null) => void;
  className?: string;
};

/** A library's topic filter: 'All topics' and every topic of the fixed list. */
export function LibraryTopicSelect({ topic, onTopicChange, className }: LibraryTopicSelectProps) {
  return (
    <Field label="Topic" className={cn(className)}>
      <Select
        value={topic ?? ALL_TOPICS}
        onValueChange={(value) => onTopicChange(value === ALL_TOPICS ? null : (value as ContentTopic))}
      >
        <SelectTrigger className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_TOPICS}>All topics</SelectItem>
          {CONTENT_TOPICS.map((option) => (
            <SelectItem key={option.slug} value={option.slug}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}
