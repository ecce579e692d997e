import { Alert, Center, Group, Pagination, Paper, Select, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import {
  type ColumnDef,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../lib/format";
import { Spinner } from "../page-loader";
import classes from "./data-table.module.css";
import { RowCheck, type RowSelection, selectColumn } from "./row-selection";

export type DataColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Sorting by this column's id is offered (the server sorts: `ordering=id` / `-id`). */
  sortable?: boolean;
  width?: number | string;
  align?: "left" | "right" | "center";
  /**
   * A column of less use in the list (its value is also on the detail page), hidden while the table's frame is
   * narrower than a laptop's content beside the sidebar (data-table.module.css), so the rest fits without sideways
   * scrolling; shown at wider widths.
   */
  optional?: boolean;
};

export type SortState = { id: string; desc: boolean } | null;

export const PAGE_SIZES = [10, 25, 50, 100] as const;

type Props<T> = {
  /** Accessible name of the table. */
  label: string;
  rows: T[];
  rowKey: (row: T) => string | number;
  columns: DataColumn<T>[];
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  loading?: boolean;
  error?: string | null;
  empty?: ReactNode;
  onRowClick?: (row: T) => void;
  /**
   * On a phone (issue 20) each row as a card of the few fields that matter, instead of a table that scrolls
   * sideways; without it the table is kept at every width.
   */
  card?: (row: T) => ReactNode;
  selection?: RowSelection<T>;
};

const features = tableFeatures({ rowSortingFeature });

/** The next sort after a click on a column: ascending, then descending, then none. */
export function nextSort(current: SortState, id: string): SortState {
  if (current?.id !== id) return { id, desc: false };
  return current.desc ? null : { id, desc: true };
}

/**
 * A server-paged, server-sorted table: TanStack Table keeps the column model and the sorting state,
 * Mantine's Table draws it. Rows, total and sort come from the caller (usually the URL).
 */
export function DataTable<T extends RowData>(props: Props<T>) {
  const { t } = useTranslation();
  const { sort = null, onSortChange, selection } = props;
  const columns = useMemo<DataColumn<T>[]>(
    () => (selection ? [selectColumn(selection, props.rows), ...props.columns] : props.columns),
    [props.columns, selection, props.rows],
  );
  const defs = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: () => c.header,
        cell: (ctx) => c.cell(ctx.row.original),
        enableSorting: Boolean(c.sortable),
      })),
    [columns],
  );
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.desc }] : [];
  const table = useTable({
    features,
    columns: defs,
    data: props.rows,
    getRowId: (row) => String(props.rowKey(row)),
    state: { sorting },
    manualSorting: true,
    onSortingChange: () => undefined,
  });
  const byId = new Map(columns.map((c) => [c.id, c]));
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const first = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const last = Math.min(props.total, props.page * props.pageSize);
  // A table wider than its frame scrolls sideways; keyboard users then need to focus the region to scroll it.
  const viewport = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = viewport.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);

  const narrow = useMediaQuery("(max-width: 48em)");
  const cards = narrow && props.card;

  return (
    <Paper
      withBorder
      radius="lg"
      className={columns.some((c) => c.optional) ? `${classes.frame} ${classes.sized}` : classes.frame}
    >
      {cards ? (
        <Stack component="ul" gap={0} m={0} p={0} aria-label={props.label} className={classes.cards}>
          {props.rows.map((row) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the card's own link is the keyboard's way in; a tap anywhere is a convenience.
            <li
              key={props.rowKey(row)}
              className={props.onRowClick ? `${classes.card} ${classes.clickable}` : classes.card}
              onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
              data-testid="row-card"
            >
              {selection ? (
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <RowCheck
                    label={selection.rowLabel(row)}
                    checked={selection.isSelected(row)}
                    onChange={(v) => selection.onToggle(row, v)}
                  />
                  <div style={{ flex: 1, minWidth: 0 }}>{cards(row)}</div>
                </Group>
              ) : (
                cards(row)
              )}
            </li>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer
          minWidth={640}
          scrollAreaProps={{
            viewportRef: viewport,
            viewportProps: scrolls ? { tabIndex: 0, role: "region", "aria-label": props.label } : {},
          }}
        >
          <Table
            highlightOnHover={Boolean(props.onRowClick)}
            verticalSpacing="sm"
            aria-label={props.label}
            aria-busy={props.loading || undefined}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => {
                    const col = byId.get(header.column.id);
                    const dir = sort?.id === header.column.id ? (sort.desc ? "descending" : "ascending") : undefined;
                    return (
                      <Table.Th
                        key={header.id}
                        w={col?.width}
                        ta={col?.align}
                        className={col?.optional ? classes.optional : undefined}
                        aria-sort={col?.sortable ? (dir ?? "none") : undefined}
                      >
                        {col?.sortable && onSortChange ? (
                          <UnstyledButton
                            className={classes.sort}
                            onClick={() => onSortChange(nextSort(sort, header.column.id))}
                          >
                            <span>{col.header}</span>
                            {dir === "ascending" ? (
                              <IconArrowUp size={14} aria-hidden />
                            ) : dir === "descending" ? (
                              <IconArrowDown size={14} aria-hidden />
                            ) : (
                              <IconArrowsSort size={14} aria-hidden className={classes.idle} />
                            )}
                          </UnstyledButton>
                        ) : (
                          col?.header
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {table.getRowModel().rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  className={props.onRowClick ? classes.clickable : undefined}
                  onClick={props.onRowClick ? () => props.onRowClick?.(row.original) : undefined}
                >
                  {row.getAllCells().map((cell) => (
                    <Table.Td
                      key={cell.id}
                      ta={byId.get(cell.column.id)?.align}
                      className={byId.get(cell.column.id)?.optional ? classes.optional : undefined}
                    >
                      {byId.get(cell.column.id)?.cell(row.original)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {props.error ? (
        <Alert color="red" m="md" role="alert">
          {props.error}
        </Alert>
      ) : props.loading && props.rows.length === 0 ? (
        <Center py="xl">
          <Spinner size="sm" />
        </Center>
      ) : props.rows.length === 0 ? (
        <Center py="xl" px="md">
          {props.empty ?? <Text c="dimmed">{t("table.empty")}</Text>}
        </Center>
      ) : null}
      <Group justify="space-between" p="sm" gap="sm" className={classes.footer}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t("table.range", { first: formatNumber(first), last: formatNumber(last), total: formatNumber(props.total) })}
        </Text>
        <Group gap="sm">
          {props.onPageSizeChange ? (
            <Select
              aria-label={t("table.pageSize")}
              size="xs"
              w={80}
              allowDeselect={false}
              data={PAGE_SIZES.map(String)}
              value={String(props.pageSize)}
              onChange={(v) => v && props.onPageSizeChange?.(Number(v))}
            />
          ) : null}
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(props.page, pages)}
            onChange={props.onPageChange}
            getControlProps={(control) => ({
              "aria-label": t(`table.${control}`),
            })}
            getItemProps={(page) => ({ "aria-label": t("table.page", { page }) })}
          />
        </Group>
      </Group>
    </Paper>
  );
}
