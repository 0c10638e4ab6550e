import { CONTENT_LIMITS, CONTENT_TOPICS, type ContentTopic } from "@pkg/contracts";
import { cn, Field, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@pkg/ui";
import * as React from "react";

import { SearchForm, type SearchFormProps } from "../shared/search-form";

const ALL_TOPICS = "all";

export type LibrarySearchFormProps = Pick<
  SearchFormProps,
  "search" | "onSearch" | "label" | "placeholder"
> & {
  /** The search region's name. */
  regionLabel: string;
};

/** A library's search: the list search, as long as the library's API takes, beside the topic. */
export function LibrarySearchForm({ regionLabel, ...props }: LibrarySearchFormProps) {
  return (
    <SearchForm
      aria-label={regionLabel}
      maxLength={CONTENT_LIMITS.searchMax}
      className="min-w-0 flex-1"
      {...props}
    />
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
