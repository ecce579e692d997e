import { useCallback, useMemo, useState } from "react";

type State = { key: string; ids: ReadonlySet<number>; all: boolean };

/**
 * A list's selection (issue 20): the ids ticked (kept across pages), or "all matching the filter". It starts again
 * empty whenever the filters change (`filterKey`: the list's query without paging and ordering), so a selection
 * never silently covers records the person can no longer see.
 */
export function useSelection(filterKey: string) {
  const [state, setState] = useState<State>({ key: filterKey, ids: new Set(), all: false });
  const current = state.key === filterKey ? state : { key: filterKey, ids: new Set<number>(), all: false };
  const update = useCallback(
    (next: (s: State) => Omit<State, "key">) =>
      setState((s) => ({
        key: filterKey,
        ...next(s.key === filterKey ? s : { key: filterKey, ids: new Set(), all: false }),
      })),
    [filterKey],
  );

  return useMemo(
    () => ({
      ids: current.ids,
      /** Every record matching the filter is selected. */
      all: current.all,
      isSelected: (id: number) => current.all || current.ids.has(id),
      /** How many are selected, given the list's total. */
      count: (total: number) => (current.all ? total : current.ids.size),
      /** Ticks or unticks one row; unticking one while all are selected keeps the rest of the page (`pageIds`). */
      toggle: (id: number, on: boolean, pageIds: number[]) =>
        update((s) => {
          const ids = new Set(s.all ? pageIds : s.ids);
          if (on) ids.add(id);
          else ids.delete(id);
          return { ids, all: false };
        }),
      /** Ticks or unticks every row of the page. */
      togglePage: (pageIds: number[], on: boolean) =>
        update((s) => {
          const ids = new Set(s.all ? [] : s.ids);
          for (const id of pageIds) {
            if (on) ids.add(id);
            else ids.delete(id);
          }
          return { ids, all: false };
        }),
      selectAllMatching: () => update(() => ({ ids: new Set(), all: true })),
      clear: () => update(() => ({ ids: new Set(), all: false })),
    }),
    [current, update],
  );
}
export type ListSelection = ReturnType<typeof useSelection>;

/** The list's filters from its URL values: without paging and ordering, and without the empty ones. */
export function filtersOf(values: Record<string, unknown>): Record<string, string> {
  const skip = new Set(["page", "page_size", "ordering"]);
  return Object.fromEntries(
    Object.entries(values)
      .filter(([k, v]) => !skip.has(k) && v !== undefined && v !== null && String(v) !== "")
      .map(([k, v]) => [k, String(v)]),
  );
}
