export { type DataColumn, DataTable, nextSort, PAGE_SIZES, type RowSelection, type SortState } from "./data-table";
