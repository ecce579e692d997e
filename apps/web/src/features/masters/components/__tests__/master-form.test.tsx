import type { MasterItem } from "@pp/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../../lib/auth/session-store";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, resetSession } from "../../../../test/session";
import "../../strings";
import { MASTER_CONFIGS } from "../../config/resources";
import type { MasterConfig } from "../../config/types";
import { MasterForm } from "../master-form";

Element.prototype.scrollIntoView ??= () => undefined;

const list = (data: unknown[]) => ({ count: data.length, next: null, previous: null, results: { data } });
const LEVELS = [
  { id: 1, name: "Undergraduate", is_active: true },
  { id: 2, name: "Postgraduate", is_active: true },
];
const REGIONS = [{ id: 5, name: "Europe", is_active: true }];
const config = (resource: string) => MASTER_CONFIGS.find((c) => c.resource === resource) as MasterConfig;

function show(resource: string, item?: MasterItem) {
  const onSaved = vi.fn();
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <MasterForm config={config(resource)} item={item} onSaved={onSaved} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  return onSaved;
}

describe("masters form", { timeout: 30_000 }, () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData({ role: "Superadmin" }), true);
    api = stubFetch((call) => {
      if (call.url.includes("/masters/study-levels/")) return json(200, list(LEVELS));
      if (call.url.includes("/masters/regions/")) return json(200, list(REGIONS));
      if (call.method === "POST" && call.url.endsWith("/masters/countries/"))
        return json(409, {
          status_code: 409,
          message: "Another country has this alpha-2 code.",
          errors: { iso2: ["Another country has this alpha-2 code."] },
        });
      if (call.method === "POST" && call.url.endsWith("/masters/currency-rates/"))
        return json(409, {
          status_code: 409,
          message: "A rate for this currency already exists.",
          errors: { currency: ["A rate for this currency already exists."] },
        });
      return json(404, { status_code: 404, message: "Not found." });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows a country's study levels only once it is a study destination", async () => {
    const user = userEvent.setup();
    show("countries");
    expect(screen.getByRole("textbox", { name: /ISO alpha-2 code/ })).toBeInTheDocument();
    expect(screen.queryByText("Study levels offered")).not.toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: "Study destination" }));
    expect(await screen.findByText("Study levels offered")).toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: "Study destination" }));
    expect(screen.queryByText("Study levels offered")).not.toBeInTheDocument();
  });

  it("keeps bad input in the form with the schema's sentences, and sends nothing", async () => {
    const user = userEvent.setup();
    const onSaved = show("countries");
    await user.type(screen.getByRole("textbox", { name: /ISO alpha-2 code/ }), "G");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Name is required.")).toBeInTheDocument();
    expect(screen.getByText("The alpha-2 code is two letters, e.g. GB.")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST")).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("puts the server's duplicate error on its field", async () => {
    const user = userEvent.setup();
    const onSaved = show("countries");
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Atlantis");
    await user.type(screen.getByRole("textbox", { name: /ISO alpha-2 code/ }), "gb");
    await user.type(screen.getByRole("textbox", { name: /ISO alpha-3 code/ }), "atl");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Another country has this alpha-2 code.")).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual(
      expect.objectContaining({ name: "Atlantis", iso2: "GB", iso3: "ATL", study_level_ids: [] }),
    );
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /ISO alpha-2 code/ })).toHaveAttribute("aria-invalid", "true"),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("a currency rate: code, rate, date and the active switch; the sentences of bad input, then the server's clash", async () => {
    const user = userEvent.setup();
    const onSaved = show("currency-rates");
    expect(screen.getByRole("switch", { name: /^Active/ })).toBeChecked();
    expect(screen.getByText("How many units of this currency one US dollar buys, e.g. 0.79 for GBP.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("The currency is a three-letter ISO 4217 code, e.g. GBP.")).toBeInTheDocument();
    expect(screen.getByText("Rate per US dollar is required.")).toBeInTheDocument();
    expect(screen.getByText("As-of date is required.")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.type(screen.getByRole("textbox", { name: /^Currency/ }), "gbp");
    await user.type(screen.getByRole("textbox", { name: /^Rate per US dollar/ }), "0.79");
    await user.click(screen.getByRole("button", { name: "Create" }));
    // The date is still missing: nothing is sent yet.
    expect(await screen.findByText("As-of date is required.")).toBeInTheDocument();
    expect(screen.queryByText("Rate per US dollar is required.")).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.type(screen.getByRole("textbox", { name: /^As-of date/ }), "20 Nov 2026");
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("A rate for this currency already exists.")).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      currency: "GBP",
      per_usd: 0.79,
      as_of: "2026-11-20",
      is_active: true,
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("an existing currency rate opens with its values and sends them as they are", async () => {
    const user = userEvent.setup();
    const item = {
      id: 4,
      currency: "GBP",
      per_usd: 0.79,
      as_of: "2026-11-20",
      is_active: false,
      created_at: "2026-11-20T00:00:00.000Z",
      updated_at: "2026-11-20T00:00:00.000Z",
    };
    const onSaved = show("currency-rates", item);
    expect(screen.getByRole("textbox", { name: /^Currency/ })).toHaveValue("GBP");
    expect(screen.getByRole("textbox", { name: /^Rate per US dollar/ })).toHaveValue("0.79");
    expect(screen.getByRole("switch", { name: /^Active/ })).not.toBeChecked();
    api.calls.length = 0;
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({
      currency: "GBP",
      per_usd: 0.79,
      as_of: "2026-11-20",
      is_active: false,
    });
    expect(onSaved).not.toHaveBeenCalled();
  });
});
