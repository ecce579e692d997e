import type { WebhookDelivery, WebhookItem } from "@pp/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, signedInForEachTest } from "../../../../test/session";
import { WebhooksCard } from "../webhooks-card";

const endpoint: WebhookItem = {
  id: 4,
  url: "https://crm.example.com/hooks/portal",
  description: "HubSpot sync",
  events: ["application.status_changed"],
  is_active: true,
  disabled_at: null,
  failing_since: null,
  secret_hint: "whsec_AbCd…",
  previous_secret_until: null,
  created_at: "2026-11-20T10:00:00Z",
};
const delivery: WebhookDelivery = {
  id: 31,
  event_id: "msg_abc",
  type: "webhook.test",
  status: "succeeded",
  attempts: 2,
  next_attempt_at: null,
  last_status_code: 200,
  last_response_ms: 84,
  last_error: null,
  delivered_at: "2026-11-26T10:00:05Z",
  created_at: "2026-11-26T10:00:00Z",
  payload: { type: "webhook.test", timestamp: "2026-11-26T10:00:00Z", data: { message: "A test event" } },
};

function renderCard(list: WebhookItem[]) {
  const stub = stubFetch((call) => {
    if (call.url === "/api/partner/webhooks/" && call.method === "POST")
      return json(201, { data: { ...endpoint, id: 5, secret: "whsec_c2VjcmV0LXNob3duLW9uY2U=" } });
    if (call.url === "/api/partner/webhooks/") return json(200, { data: list });
    if (call.url.includes("/deliveries/") && call.method === "GET")
      return json(200, { count: 1, next: null, previous: null, results: { data: [delivery] } });
    if (call.url.endsWith("/redeliver/")) return json(202, { data: { delivery_id: 32 } });
    if (call.url.endsWith("/test/")) return json(202, { data: { delivery_id: 33 } });
    return json(404, { message: "Not found." });
  });
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <WebhooksCard />
    </QueryClientProvider>,
  );
  return stub.calls;
}

describe("the webhooks card", { timeout: 20_000 }, () => {
  signedInForEachTest(() => loginData());

  it("adds an endpoint and shows its signing secret once, with a copy button", async () => {
    const calls = renderCard([]);
    const user = userEvent.setup();
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a webhook endpoint" });
    // Nothing chosen: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    expect(await within(dialog).findByText("Choose at least one event.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.type(
      within(dialog).getByRole("textbox", { name: /Endpoint URL/ }),
      "https://crm.example.com/hooks/portal",
    );
    await user.click(within(dialog).getByRole("checkbox", { name: /application\.status_changed/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    const secret = await screen.findByTestId("webhook-secret");
    expect(secret).toHaveTextContent("whsec_c2VjcmV0LXNob3duLW9uY2U=");
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(screen.getByText(/it is shown only once/)).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.body).toEqual({
      url: "https://crm.example.com/hooks/portal",
      description: "",
      events: ["application.status_changed"],
    });
  });

  it("sends a test event and shows the delivery log with Redeliver", async () => {
    const calls = renderCard([endpoint]);
    const user = userEvent.setup();
    const row = await screen.findByTestId("webhook");
    expect(within(row).getByText("Active")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: `Actions for ${endpoint.url}` }));
    // `hidden: true`: under a busy machine the menu's opening transition may not have ended when the item is sought.
    await user.click(await screen.findByRole("menuitem", { name: "Send test event", hidden: true }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/partner/webhooks/4/test/")).toBe(true));
    // The menu closed with its choice; open it again (its closing transition never ends in jsdom: hidden items).
    await user.click(within(row).getByRole("button", { name: `Actions for ${endpoint.url}` }));
    await user.click(await screen.findByRole("menuitem", { name: "Delivery log", hidden: true }));
    const entry = await screen.findByTestId("delivery");
    expect(within(entry).getByTestId("delivery-status")).toHaveTextContent("Delivered");
    await user.click(within(entry).getByRole("button", { name: /webhook\.test/ }));
    expect(await within(entry).findByText("Last answer: HTTP 200 in 84 ms")).toBeInTheDocument();
    await user.click(within(entry).getByRole("button", { name: "Redeliver", hidden: true }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === "/api/partner/webhooks/4/deliveries/31/redeliver/")).toBe(true),
    );
  });
});
