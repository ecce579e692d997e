/** Query keys of this feature: invalidating `all` refreshes every student view. */
export const studentKeys = {
  all: ["students"] as const,
  lists: () => [...studentKeys.all, "list"] as const,
  list: (query: string) => [...studentKeys.lists(), query] as const,
  detail: (id: number) => [...studentKeys.all, "detail", id] as const,
  activity: (id: number) => [...studentKeys.all, "activity", id] as const,
  documents: (id: number) => [...studentKeys.all, "documents", id] as const,
  applications: (id: number) => [...studentKeys.all, "applications", id] as const,
  matches: (id: number) => [...studentKeys.all, "matches", id] as const,
  erase: (id: number) => `/partner/students/${id}/erase/`,
  accessExport: (id: number) => `/partner/students/${id}/access-export/`,
  reads: (id: number, page: number) => [...studentKeys.all, "reads", id, page] as const,
};

export const studentPaths = {
  list: "/partner/students/",
  create: "/partner/add/student/",
  one: (id: number) => `/partner/students/${id}/`,
  activity: (id: number) => `/partner/students/${id}/activity/`,
  erase: (id: number) => `/partner/students/${id}/erase/`,
  accessExport: (id: number) => `/partner/students/${id}/access-export/`,
  reads: (id: number, page: number) => `/partner/students/${id}/reads/?page=${page}&page_size=20`,
  documents: (id: number) => `/partner/students/${id}/documents/`,
  document: (id: number, docId: number) => `/partner/students/${id}/documents/${docId}/`,
  download: (id: number, docId: number) => `/partner/students/${id}/documents/${docId}/download/`,
};
