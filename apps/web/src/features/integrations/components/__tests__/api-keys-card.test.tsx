import type { ApiKeyItem } from "@pp/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { signedInForEachTest } from "../../../../test/session";
import { ApiKeysCard } from "../api-keys-card";

const SECRET = `pp_live_${"Xy7".repeat(14)}q`;
const key = (id: number, over: Partial<ApiKeyItem> = {}): ApiKeyItem => ({
  id,
  name: `Key ${id}`,
  prefix: "pp_live_ab12",
  scopes: ["students:read"],
  created_at: "2026-01-05T10:00:00Z",
  created_by: { id: 7, name: "Priya Sharma" },
  expires_at: null,
  revoked_at: null,
  last_used_at: null,
  last_used_ip: null,
  ...over,
});
const page = (rows: ApiKeyItem[]) =>
  json(200, { count: rows.length, next: null, previous: null, results: { data: rows } });

const renderCard = () =>
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <ApiKeysCard />
    </QueryClientProvider>,
  );

describe("the Integrations page's API keys card", { timeout: 20_000 }, () => {
  signedInForEachTest();

  it("creates a key and shows it once, with a copy button; closed, it is gone", async () => {
    let rows = [key(1, { name: "Old sync", last_used_at: "2026-01-06T10:00:00Z", last_used_ip: "203.0.113.9" })];
    const { calls } = stubFetch((call) => {
      if (call.method === "POST") {
        rows = [key(2, { name: "CRM sync", scopes: ["students:read", "applications:write"] }), ...rows];
        return json(201, {
          data: {
            id: 2,
            name: "CRM sync",
            scopes: ["students:read", "applications:write"],
            prefix: SECRET.slice(0, 12),
            expires_at: null,
            created_at: "2026-01-07T10:00:00Z",
            key: SECRET,
          },
        });
      }
      return page(rows);
    });
    renderCard();
    const user = userEvent.setup();
    expect((await screen.findAllByText("Old sync")).length).toBeGreaterThan(0);

    await user.click(screen.getByRole("button", { name: "Create API key" }));
    const form = await screen.findByRole("dialog", { name: "Create API key" });
    // Each scope says what it allows.
    expect(within(form).getByText("Create applications, submit or withdraw them, and send messages.")).toBeVisible();
    await user.click(within(form).getByRole("button", { name: "Create key" }));
    expect(await within(form).findByText("Name is required.")).toBeInTheDocument();
    expect(within(form).getByText("Choose at least one scope.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(within(form).getByRole("textbox", { name: /Name/ }), "CRM sync");
    await user.click(within(form).getByRole("checkbox", { name: /applications:write/ }));
    await user.click(within(form).getByRole("checkbox", { name: /students:read/ }));
    await user.click(within(form).getByRole("button", { name: "Create key" }));

    const shown = await screen.findByRole("dialog", { name: "Your new API key" });
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/api/partner/api-keys/");
    // Scopes go in the list's order, whatever order they were ticked in; no expiry chosen, none sent.
    expect(post?.body).toEqual({ name: "CRM sync", scopes: ["students:read", "applications:write"] });
    expect(within(shown).getByTestId("new-api-key")).toHaveTextContent(SECRET);
    expect(within(shown).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(within(shown).getByRole("button", { name: "Copy key" })).toBeInTheDocument();

    await user.click(within(shown).getByRole("button", { name: "I have copied the key" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Your new API key" })).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();
    expect((await screen.findAllByText("CRM sync")).length).toBeGreaterThan(0);
  });

  it("asks before revoking; confirmed, the key is revoked and the card says so", async () => {
    let rows = [key(3, { name: "Zoho" })];
    const { calls } = stubFetch((call) => {
      if (call.method === "DELETE") {
        rows = [key(3, { name: "Zoho", revoked_at: "2026-01-08T10:00:00Z" })];
        return new Response(null, { status: 204 });
      }
      return page(rows);
    });
    renderCard();
    const user = userEvent.setup();
    const [revoke] = await screen.findAllByRole("button", { name: "Revoke the key Zoho" });
    await user.click(revoke!);
    const ask = await screen.findByRole("dialog", { name: "Revoke this API key?" });
    expect(within(ask).getByText(/Everything that uses “Zoho” stops working at once/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    await user.click(within(ask).getByRole("button", { name: "Revoke key" }));
    expect(await screen.findByText("The key “Zoho” is revoked.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "DELETE")?.url).toBe("/api/partner/api-keys/3/");
    expect((await screen.findAllByText("Revoked")).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Revoke the key Zoho" })).toBeNull();
  });
});
