import { Checkbox } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./data-table.module.css";

/**
 * Rows that can be ticked (issue 20: bulk actions): a checkbox before each row (and on each phone card), one in the
 * header for the whole page. The caller keeps the selection; the table only asks and tells.
 */
export type RowSelection<T> = {
  isSelected: (row: T) => boolean;
  onToggle: (row: T, selected: boolean) => void;
  onTogglePage: (selected: boolean) => void;
  /** A row's checkbox's name, e.g. "Select Amara Okafor". */
  rowLabel: (row: T) => string;
  /** The header checkbox's name, e.g. "Select all on this page". */
  pageLabel: string;
};

/** A checkbox that never lets its click reach the row (whose click opens the record). */
export function RowCheck({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only stops a click from reaching the row; the checkbox inside is the control.
    <div className={classes.check} onClick={(e) => e.stopPropagation()}>
      <Checkbox aria-label={label} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
    </div>
  );
}

/** The column of checkboxes a selectable table starts with: the page's in its header (indeterminate when some). */
export function selectColumn<T>(
  selection: RowSelection<T>,
  rows: T[],
): { id: string; width: number; header: ReactNode; cell: (row: T) => ReactNode } {
  const ticked = rows.filter((r) => selection.isSelected(r)).length;
  return {
    id: "__select",
    width: 40,
    header: (
      <Checkbox
        aria-label={selection.pageLabel}
        checked={rows.length > 0 && ticked === rows.length}
        indeterminate={ticked > 0 && ticked < rows.length}
        onChange={(e) => selection.onTogglePage(e.currentTarget.checked)}
        disabled={rows.length === 0}
      />
    ),
    cell: (row: T) => (
      <RowCheck
        label={selection.rowLabel(row)}
        checked={selection.isSelected(row)}
        onChange={(v) => selection.onToggle(row, v)}
      />
    ),
  };
}
