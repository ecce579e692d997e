import type { UpdateItem } from "@pp/shared";

/** Query keys of this feature: invalidating `all` refreshes every updates view. */
export const updateKeys = {
  all: ["updates"] as const,
  partnerLists: () => [...updateKeys.all, "partner", "list"] as const,
  partnerList: (query: string) => [...updateKeys.partnerLists(), query] as const,
  linked: (id: number) => [...updateKeys.all, "partner", "linked", id] as const,
  adminLists: () => [...updateKeys.all, "admin", "list"] as const,
  adminList: (query: string) => [...updateKeys.adminLists(), query] as const,
  audience: (kind: "countries" | "regions") => [...updateKeys.all, "audience", kind] as const,
};

export const updatePaths = {
  partnerList: "/partner/updates/",
  read: (id: number) => `/partner/updates/${id}/read/`,
  adminList: "/admin/updates/",
  adminOne: (id: number) => `/admin/updates/${id}/`,
};

/** The partner's feed: a page of updates plus the caller's unread count (all categories). */
export type PartnerUpdateList = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { data: UpdateItem[]; unread: number };
};

export type AdminUpdateList = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { data: UpdateItem[] };
};
