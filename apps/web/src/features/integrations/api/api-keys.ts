import {
  type AdminApiKeyItem,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
  type ApiKeyItem,
  apiKeyPaths,
} from "@pp/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type KeyList<T> = { count: number; next: string | null; previous: string | null; results: { data: T[] } };

const keys = {
  partner: (page: number) => ["partner", "api-keys", page] as const,
  partnerAll: ["partner", "api-keys"] as const,
  admin: (query: string) => ["admin", "api-keys", query] as const,
  adminAll: ["admin", "api-keys"] as const,
};
export const API_KEYS_PAGE_SIZE = 25;

/** The partner's API keys (issue 19), newest first; never the keys themselves. */
export function useApiKeys(page: number) {
  return useQuery({
    queryKey: keys.partner(page),
    queryFn: ({ signal }) =>
      api.get<KeyList<ApiKeyItem>>(`${apiKeyPaths.list}?page=${page}&page_size=${API_KEYS_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Creates a key: the answer carries the key itself, this once. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreateBody) =>
      api.post<{ data: ApiKeyCreated }>(apiKeyPaths.list, body).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: keys.partnerAll }),
  });
}

/** Revokes one of the partner's keys: it stops working at once. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(apiKeyPaths.one(id)),
    onSettled: () => client.invalidateQueries({ queryKey: keys.partnerAll }),
  });
}

/** The Superadmin's list: every partner's keys, filtered by partner (`query`: the URL's page, page_size, partner). */
export function useAdminApiKeys(query: string) {
  return useQuery({
    queryKey: keys.admin(query),
    queryFn: ({ signal }) => api.get<KeyList<AdminApiKeyItem>>(`${apiKeyPaths.adminList}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The Superadmin revokes any partner's key. */
export function useAdminRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(apiKeyPaths.adminOne(id)),
    onSettled: () => client.invalidateQueries({ queryKey: keys.adminAll }),
  });
}
