import type { roleTemplate } from "@pp/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { subLoginKeys } from "./get-sublogins";

export type RoleTemplate = z.infer<typeof roleTemplate>;

export const getRoleTemplates = (signal?: AbortSignal) =>
  api.get<{ data: RoleTemplate[] }>("/partner/roles/", { signal }).then((r) => r.data);

export const roleTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: subLoginKeys.roles(),
    queryFn: ({ signal }) => getRoleTemplates(signal),
    staleTime: 5 * 60_000,
  });

/** The role templates a sub-login can be given, with their permissions. */
export function useRoleTemplates() {
  return useQuery(roleTemplatesQueryOptions());
}
