import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@pkg/ui";
import type * as React from "react";

export type EntriesTableProps = Omit<React.ComponentProps<typeof Table>, "children"> & {
  /** Names the table for screen readers. */
  caption: string;
  /** The column headings before the last one, the row's actions. */
  columns: readonly { label: string; className?: string }[];
  /** The rows. */
  children: React.ReactNode;
};

/** A table of a person's entries, a column for each part and a last one for each row's actions. */
export function EntriesTable({ caption, columns, children, ...props }: EntriesTableProps) {
  return (
    <Table {...props}>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.label} className={column.className}>
              {column.label}
            </TableHead>
          ))}
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** The last cell of a row: its actions, at the end. */
export function RowActionsCell({ children }: { children: React.ReactNode }) {
  return (
    <TableCell>
      <div className="flex justify-end gap-1">{children}</div>
    </TableCell>
  );
}
