export { type DataColumn, DataTable, nextSort, PAGE_SIZES, type SortState } from "./data-table";
export type { RowSelection } from "./row-selection";
