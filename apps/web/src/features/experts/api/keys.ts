/** Query keys and API paths of University Expert; invalidating `all` refreshes every view of it. */
export const expertKeys = {
  all: ["experts"] as const,
  lists: (side: Side) => [...expertKeys.all, side, "list"] as const,
  list: (side: Side, query: string) => [...expertKeys.lists(side), query] as const,
  filters: () => [...expertKeys.all, "filters"] as const,
  formOptions: () => [...expertKeys.all, "form-options"] as const,
  photo: (url: string) => [...expertKeys.all, "photo", url] as const,
  students: (search: string) => [...expertKeys.all, "students", search] as const,
};

export const meetingKeys = {
  all: ["expert-meetings"] as const,
  lists: (side: Side) => [...meetingKeys.all, side, "list"] as const,
  list: (side: Side, query: string) => [...meetingKeys.lists(side), query] as const,
  detail: (side: Side, id: number) => [...meetingKeys.all, side, "detail", id] as const,
};

export type Side = "partner" | "admin";

export const expertPaths = {
  list: (side: Side) => `/${side}/experts/`,
  one: (side: Side, id: number) => `/${side}/experts/${id}/`,
  filters: "/partner/experts/filters/",
  formOptions: "/admin/experts/options/",
  photo: (id: number) => `/admin/experts/${id}/photo/`,
  request: (id: number) => `/partner/experts/${id}/meetings/`,
  meetings: (side: Side) => `/${side}/meetings/`,
  meeting: (side: Side, id: number) => `/${side}/meetings/${id}/`,
  cancel: (id: number) => `/partner/meetings/${id}/cancel/`,
  confirm: (id: number) => `/admin/meetings/${id}/confirm/`,
  decline: (id: number) => `/admin/meetings/${id}/decline/`,
};

/** A page of a list, as every list route answers it. */
export type ListEnvelope<T, E extends object = object> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { data: T[] } & E;
};
