export {
  type BulkAction,
  type BulkKind,
  type BulkTarget,
  bulkKeys,
  exportSelection,
  useBulkAction,
  useCounsellors,
  useTags,
} from "./api";
export { BulkActionBar, SelectionBanner } from "./bulk-bar";
export { AssignCounsellorModal, TagModal } from "./bulk-modals";
export { bulkActionsStrings } from "./strings";
export { TagChips } from "./tag-chips";
export { filtersOf, type ListSelection, useSelection } from "./use-selection";
