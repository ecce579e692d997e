import type { auditItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useAnswerLanguage } from "../../../lib/i18n/answer-language";
import { auditKeys, type ListEnvelope } from "./keys";

export type AuditItem = z.infer<typeof auditItem>;
export type AuditList = ListEnvelope<AuditItem>;

/** One page of the whole audit log (Superadmin); `query` is the URL's list query. */
export function useAdminAudit(query: string, enabled = true) {
  // Each entry's summary is a sentence in the reader's language.
  const language = useAnswerLanguage();
  return useQuery<AuditList>({
    queryKey: [...auditKeys.admin(query), language],
    queryFn: ({ signal }) => api.get<AuditList>(`/admin/audit/?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One page of the caller's own partner's audit entries (the partner's main user only). */
export function usePartnerAudit(query: string, enabled = true) {
  const language = useAnswerLanguage();
  return useQuery<AuditList>({
    queryKey: [...auditKeys.partner(query), language],
    queryFn: ({ signal }) => api.get<AuditList>(`/partner/audit/?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
