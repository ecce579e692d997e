import type { AdminPartnerItem, ApplicationItem, StudentItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ltrText } from "../../../components/ltr";
import { api } from "../../../lib/api-client";
import { type ListEnvelope, ticketKeys } from "./keys";

export type Option = { value: string; label: string };

/** Up to 20 of the partner's students matching the search (all when it is empty). */
export function useStudentOptions(search: string, enabled: boolean) {
  return useQuery<Option[]>({
    queryKey: ticketKeys.options("students", search),
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ page_size: "20", ordering: "first_name" });
      if (search) q.set("search", search);
      return api
        .get<ListEnvelope<StudentItem>>(`/partner/students/?${q}`, { signal })
        .then((r): Option[] =>
          r.results.data.map((s) => ({ value: String(s.id), label: `${s.full_name} (${ltrText(s.email)})` })),
        );
    },
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}

/** Up to 20 of the partner's applications matching the search, only the student's when one is chosen. */
export function useApplicationOptions(search: string, studentId: string | null, enabled: boolean) {
  return useQuery<Option[]>({
    queryKey: ticketKeys.options("applications", `${studentId ?? ""}|${search}`),
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ page_size: "20" });
      if (search) q.set("search", search);
      if (studentId) q.set("student", studentId);
      return api.get<ListEnvelope<ApplicationItem>>(`/partner/application/?${q}`, { signal }).then((r) =>
        r.results.data.map(
          (a): Option => ({
            value: String(a.id),
            label: `#${a.id} · ${a.student.name} · ${a.course.name} (${a.provider.name}, ${a.intake.name})`,
          }),
        ),
      );
    },
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}

/** Up to 20 partners matching the search, for the queue's partner filter. */
export function usePartnerOptions(search: string) {
  return useQuery<Option[]>({
    queryKey: ticketKeys.options("partners", search),
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ page_size: "20" });
      if (search) q.set("search", search);
      return api
        .get<ListEnvelope<AdminPartnerItem>>(`/admin/partners/?${q}`, { signal })
        .then((r) => r.results.data.map((p): Option => ({ value: String(p.id), label: p.company_name })));
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One partner's name, for a partner filter restored from the URL. */
export function usePartnerName(id: string) {
  return useQuery({
    queryKey: ticketKeys.options("partner", id),
    queryFn: ({ signal }) =>
      api
        .get<{ data: AdminPartnerItem }>(`/admin/partners/${id}/`, { signal })
        .then((r): Option => ({ value: id, label: r.data.company_name })),
    enabled: id !== "",
    staleTime: 5 * 60_000,
  });
}

/** The support team a ticket can be assigned to (the Superadmin's queue). */
export function useAssigneeOptions() {
  return useQuery<Option[]>({
    queryKey: ticketKeys.options("assignees", ""),
    queryFn: ({ signal }) =>
      api
        .get<{ data: { id: number; name: string }[] }>("/admin/tickets/assignees/", { signal })
        .then((r) => r.data.map((u) => ({ value: String(u.id), label: u.name }))),
    staleTime: 5 * 60_000,
  });
}
