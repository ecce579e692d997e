import { useCallback, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { SortState } from "../components/data-table";

type Primitive = string | number | boolean;
export type ListDefaults = { page_size?: number; ordering?: string } & Record<string, Primitive>;

/** Values read from the URL, typed like the defaults (numbers stay numbers, booleans booleans). */
export function readParams<D extends Record<string, Primitive>>(params: URLSearchParams, defaults: D): D {
  const out: Record<string, Primitive> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    if (raw === null || raw === "") {
      out[key] = fallback;
    } else if (typeof fallback === "number") {
      const n = Number(raw);
      out[key] = Number.isFinite(n) ? n : fallback;
    } else if (typeof fallback === "boolean") {
      out[key] = raw === "true";
    } else {
      out[key] = raw;
    }
  }
  return out as D;
}

/** The API query string: page first, then every non-empty value in the order of the defaults. */
export function toQuery(page: number, values: Record<string, Primitive>): string {
  const q = new URLSearchParams({ page: String(page) });
  for (const [key, value] of Object.entries(values)) {
    if (value === "" || value === false) continue;
    q.set(key, String(value));
  }
  return q.toString();
}

/** `ordering` ("-name" = descending) to a table sort and back. */
export function sortFromOrdering(ordering: string | undefined): SortState {
  if (!ordering) return null;
  return ordering.startsWith("-") ? { id: ordering.slice(1), desc: true } : { id: ordering, desc: false };
}
export function orderingFromSort(sort: SortState): string {
  return sort ? `${sort.desc ? "-" : ""}${sort.id}` : "";
}

/**
 * A list's filters, page, page size and ordering kept in the URL, so a reload or a shared link shows the
 * same rows. Changing a filter goes back to page 1; URL updates replace the history entry.
 */
export function useListParams<D extends ListDefaults>(defaults: D) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // Defaults are a literal at the call site: key them by content, not identity.
  const key = JSON.stringify(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `defaults`.
  const fixed = useMemo(() => defaults, [key]);
  const values = useMemo(() => readParams(params, fixed), [params, fixed]);
  const pageRaw = Number(params.get("page"));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? pageRaw : 1;

  /**
   * Writes the URL from the current params (not this render's copy), so two quick changes in a row (a debounced
   * search right after a filter) both land. `page` null keeps the page; otherwise it is set.
   */
  const write = useCallback(
    (patch: (current: D) => Record<string, Primitive>, nextPage: (current: URLSearchParams) => number) => {
      setParams(
        (rendered) => {
          // React Router hands over the params of the last render; under BrowserRouter the address bar already
          // holds any change made since (a debounced search right after a filter), so start from it.
          const current =
            window.location.pathname === pathname ? new URLSearchParams(window.location.search) : rendered;
          const next = patch(readParams(current, fixed));
          const q = new URLSearchParams();
          const p = nextPage(current);
          if (p > 1) q.set("page", String(p));
          for (const [k, v] of Object.entries(next)) {
            if (v === "" || v === false || v === fixed[k]) continue;
            q.set(k, String(v));
          }
          return q;
        },
        { replace: true },
      );
    },
    [setParams, fixed, pathname],
  );

  const set = useCallback(
    (patch: Partial<D>) =>
      write(
        (cur) => ({ ...cur, ...patch }),
        () => 1,
      ),
    [write],
  );
  const setPage = useCallback(
    (p: number) =>
      write(
        (cur) => cur,
        () => p,
      ),
    [write],
  );
  const setPageSize = useCallback(
    (n: number) =>
      write(
        (cur) => ({ ...cur, page_size: n }),
        () => 1,
      ),
    [write],
  );
  const reset = useCallback(
    () =>
      write(
        () => fixed,
        () => 1,
      ),
    [fixed, write],
  );
  const sort = sortFromOrdering(typeof values.ordering === "string" ? values.ordering : undefined);
  const setSort = useCallback(
    (s: SortState) =>
      write(
        (cur) => ({ ...cur, ordering: orderingFromSort(s) || (fixed.ordering ?? "") }),
        () => 1,
      ),
    [write, fixed],
  );
  /** True when any filter differs from its default (page, page size and ordering aside). */
  const filtered = Object.entries(values).some(([k, v]) => k !== "page_size" && k !== "ordering" && v !== fixed[k]);

  return {
    values,
    page,
    pageSize: typeof values.page_size === "number" ? values.page_size : 25,
    set,
    setPage,
    setPageSize,
    reset,
    sort,
    setSort,
    filtered,
    query: toQuery(page, values),
  };
}
