import type { WebhookCreateBody, WebhookDelivery, WebhookItem } from "@pp/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useAnswerLanguage } from "../../../lib/i18n/answer-language";

const key = ["partner", "webhooks"] as const;
const base = "/partner/webhooks/";
export const DELIVERY_PAGE_SIZE = 10;

/** An event's sentence in the strings ("student.created" is under `webhooks.event.student_created`). */
export const eventKey = (event: string) => `webhooks.event.${event.replace(".", "_") as "student_created"}` as const;

export type WebhookWithSecret = WebhookItem & { secret: string };
type DeliveryPage = { count: number; results: { data: WebhookDelivery[] } };

/** The partner's webhook endpoints (issue 19). */
export function useWebhooks() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<{ data: WebhookItem[] }>(base, { signal }).then((r) => r.data),
  });
}

/** Every change to an endpoint refreshes the list. */
function useEndpointMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}

export const useCreateWebhook = () =>
  useEndpointMutation((body: WebhookCreateBody) =>
    api.post<{ data: WebhookWithSecret }>(base, body).then((r) => r.data),
  );
export const useUpdateWebhook = () =>
  useEndpointMutation(({ id, ...patch }: { id: number; is_active?: boolean }) =>
    api.patch<{ data: WebhookItem }>(`${base}${id}/`, patch).then((r) => r.data),
  );
export const useDeleteWebhook = () => useEndpointMutation((id: number) => api.delete<null>(`${base}${id}/`));
export const useRotateSecret = () =>
  useEndpointMutation((id: number) =>
    api.post<{ data: WebhookWithSecret }>(`${base}${id}/rotate-secret/`).then((r) => r.data),
  );

/** "Send test event" and "Redeliver" add a delivery: the log refreshes. */
export function useSendTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ data: { delivery_id: number } }>(`${base}${id}/test/`),
    onSettled: (_r, _e, id) => client.invalidateQueries({ queryKey: [...key, id, "deliveries"] }),
  });
}
export function useRedeliver(endpointId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api.post<{ data: { delivery_id: number } }>(`${base}${endpointId}/deliveries/${deliveryId}/redeliver/`),
    onSettled: () => client.invalidateQueries({ queryKey: [...key, endpointId, "deliveries"] }),
  });
}

/** One page of an endpoint's delivery log, newest first; looked at again every few seconds while open. */
export function useDeliveries(endpointId: number | null, page: number) {
  // Each attempt's error is a sentence in the reader's language.
  const language = useAnswerLanguage();
  return useQuery({
    queryKey: [...key, endpointId, "deliveries", page, language],
    queryFn: ({ signal }) =>
      api.get<DeliveryPage>(`${base}${endpointId}/deliveries/?page=${page}&page_size=${DELIVERY_PAGE_SIZE}`, {
        signal,
      }),
    enabled: endpointId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
}
