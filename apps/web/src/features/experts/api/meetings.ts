import type { MeetingItem, MeetingRequestBody } from "@pp/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, saveFile } from "../../../lib/api-client";
import { expertKeys, expertPaths, type ListEnvelope, meetingKeys, type Side } from "./keys";

export type MeetingList = ListEnvelope<MeetingItem, { counts: Record<string, number> }>;

/** A page of meeting requests with a count per status. */
export function useMeetings(side: Side, query: string) {
  return useQuery({
    queryKey: meetingKeys.list(side, query),
    queryFn: ({ signal }) => api.get<MeetingList>(`${expertPaths.meetings(side)}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMeeting(side: Side, id: number | null) {
  return useQuery({
    queryKey: meetingKeys.detail(side, id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ data: MeetingItem }>(expertPaths.meeting(side, id!), { signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

/** After any change: every meeting list and detail, and the experts (their meeting counts). */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: meetingKeys.all });
    void client.invalidateQueries({ queryKey: expertKeys.all });
  };
}

export function useRequestMeeting(expertId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: MeetingRequestBody) =>
      api.post<{ data: MeetingItem }>(expertPaths.request(expertId), body).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useCancelMeeting() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.post<{ data: MeetingItem }>(expertPaths.cancel(id)).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useConfirmMeeting() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, slot_index, note }: { id: number; slot_index: number; note: string }) =>
      api.post<{ data: MeetingItem }>(expertPaths.confirm(id), { slot_index, note }).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useDeclineMeeting() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<{ data: MeetingItem }>(expertPaths.decline(id), { reason }).then((r) => r.data),
    onSuccess: refresh,
  });
}

/** Downloads a confirmed meeting's calendar file and saves it under the server's name. */
export function useDownloadIcs() {
  return useMutation({
    mutationFn: async (icsUrl: string) => saveFile(await api.download(icsUrl)),
  });
}
