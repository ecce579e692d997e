import { DatePickerInput } from "@mantine/dates";
import { useEffect, useState } from "react";

type Range = [string | null, string | null];

/**
 * A "created between" filter: a date range kept here while only one end is chosen and passed on once both are
 * (or both are cleared), so a list is never filtered by half a range; the URL can change it too. Used by the lists
 * that filter by when a record was created (applications, the Superadmin's queue and students, reports).
 */
export function CreatedRange({
  from,
  to,
  onChange,
  label,
  placeholder,
  clearLabel,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  label: string;
  placeholder?: string;
  /** The clear button's accessible name. */
  clearLabel?: string;
}) {
  const [range, setRange] = useState<Range>([from || null, to || null]);
  useEffect(() => setRange([from || null, to || null]), [from, to]);
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={placeholder}
      valueFormat="D MMM YYYY"
      // Mantine's placeholder grey is too pale on white (axe: contrast); the dimmed text colour passes.
      styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
      clearable
      clearButtonProps={clearLabel ? { "aria-label": clearLabel } : undefined}
      allowSingleDateInRange
      value={range}
      onChange={([start, end]) => {
        const r: Range = [start ? String(start) : null, end ? String(end) : null];
        setRange(r);
        if ((r[0] && r[1]) || (!r[0] && !r[1])) onChange(r[0] ?? "", r[1] ?? "");
      }}
    />
  );
}
