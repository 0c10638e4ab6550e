import { Button, Field, Input } from "@pkg/ui";
import { Search } from "lucide-react";
import * as React from "react";

export type SearchFormProps = {
  /** The search region's name: "Search people". */
  "aria-label": string;
  /** The field's label: "Name or e-mail". */
  label: string;
  /** The search shown (from the address): a new one from outside replaces what is typed. */
  search: string;
  /** Called with the typed text, trimmed, when the form is submitted. */
  onSearch: (search: string) => void;
  /** The longest search the list's API takes. */
  maxLength: number;
  placeholder?: string;
  className?: string;
};

/** A list's search: a labelled search field and its button, submitted with Enter or the button. */
export function SearchForm({
  "aria-label": ariaLabel,
  label,
  search,
  onSearch,
  maxLength,
  placeholder,
  className,
}: SearchFormProps) {
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
      aria-label={ariaLabel}
      className={className}
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
            maxLength={maxLength}
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
