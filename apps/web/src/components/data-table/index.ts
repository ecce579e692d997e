export { type DataColumn, DataTable, nextSort, PAGE_SIZES, type SortState } from "./data-table";
