import { formatNumber } from "../../../lib/format";

/** "25000.00" → "25,000" in the interface's language; keeps cents only when there are some (no currency). */
export function formatMoney(amount: string | number): string {
  return formatNumber(amount, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
}
