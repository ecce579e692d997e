/** The queue's URL state: ids are strings ("" = any) so empty filters leave the query. */
export const QUEUE_DEFAULTS = {
  page_size: 25,
  search: "",
  status: "",
  partner: "",
  // The Superadmin dashboard's figures link here by provider and by month of creation (issue 18).
  provider: "",
  created_from: "",
  created_to: "",
};
export type QueueValues = typeof QUEUE_DEFAULTS;
