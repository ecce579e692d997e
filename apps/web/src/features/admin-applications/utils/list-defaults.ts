/** The queue's URL state: ids are strings ("" = any) so empty filters leave the query. */
export const QUEUE_DEFAULTS = {
  page_size: 25,
  search: "",
  status: "",
  partner: "",
};
export type QueueValues = typeof QUEUE_DEFAULTS;
