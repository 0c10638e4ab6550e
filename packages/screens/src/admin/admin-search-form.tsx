import { Button, Field, Input } from "@pkg/ui";
import { Search } from "lucide-react";
import * as React from "react";

export type AdminSearchFormProps = {
  /** The form's accessible name: "Search people". */
  "aria-label": string;
  /** The field's label: "Name or e-mail". */
  label: string;
  /** The search shown; a new one from outside replaces what is typed. */
  search: string;
  /** Called with the typed text, trimmed, when the search is submitted. */
  onSearch: (search: string) => void;
  className?: string;
};

/** An administration list's search box: a field and its Search button, submitted with Enter too. */
export function AdminSearchForm({
  "aria-label": ariaLabel,
  label,
  search,
  onSearch,
  className,
}: AdminSearchFormProps) {
  const [text, setText] = React.useState(search);
  const [shown, setShown] = React.useState(search);
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
            maxLength={200}
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
