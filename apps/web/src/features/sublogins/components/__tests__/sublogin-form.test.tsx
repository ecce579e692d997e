import type { SubLoginItem } from "@pp/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { signedInForEachTest } from "../../../../test/session";
import "../../strings";
import { SubLoginForm } from "../sublogin-form";

// jsdom has no scrollIntoView; the combobox scrolls its selected option into view.
Element.prototype.scrollIntoView ??= () => undefined;

const ROLES = [
  {
    id: 3,
    name: "Finance",
    description: "Follows payments.",
    permissions: ["applications.view", "payments.view", "updates.view"],
  },
  { id: 4, name: "Read only", description: "Looks only.", permissions: ["students.view", "applications.view"] },
];

const saved: SubLoginItem = {
  id: 9,
  name: "Fatima Khan",
  email: "fatima@agency.com",
  phone: null,
  role: { id: 3, name: "Finance" },
  permissions: ["applications.view", "payments.view", "updates.view", "students.view"],
  status: "active",
  last_login_at: null,
  created_at: "2026-01-01T00:00:00Z",
  performance: { students: 0, applications: 0 },
};

function show(item?: SubLoginItem) {
  const onSaved = vi.fn();
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <SubLoginForm item={item} onSaved={onSaved} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  return onSaved;
}

async function chooseRole(user: ReturnType<typeof userEvent.setup>, name: string) {
  const input = screen.getByRole("combobox", { name: /^Role template/ });
  await user.click(input);
  // The dropdown's transition never ends in jsdom, so its options count as hidden: find them in its own list.
  await waitFor(() => expect(input).toHaveAttribute("aria-controls"));
  const list = document.getElementById(input.getAttribute("aria-controls") ?? "") as HTMLElement;
  await user.click(await within(list).findByRole("option", { name, hidden: true }));
  await waitFor(() => expect(input).toHaveValue(name));
}

describe("sub-login form", { timeout: 30_000 }, () => {
  signedInForEachTest();

  it("validates before sending anything", async () => {
    const { calls } = stubFetch(() => json(200, { data: ROLES }));
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add and send invitation" }));
    expect(await screen.findByText("Name is required.")).toBeVisible();
    expect(screen.getByText("Email is required.")).toBeVisible();
    expect(screen.getByText("Choose a role template.")).toBeVisible();
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("offers as extras only what the chosen template lacks, and sends name, e-mail, template and extras", async () => {
    const { calls } = stubFetch(({ method }) =>
      method === "POST" ? json(201, { data: saved }) : json(200, { data: ROLES }),
    );
    const onSaved = show();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /^Full name/ }), "Fatima Khan");
    await user.type(screen.getByRole("textbox", { name: /^Email/ }), "Fatima@Agency.com");
    await chooseRole(user, "Finance");

    const extras = screen.getByRole("group", { name: /Extra permissions/ });
    const offered = within(extras)
      .getAllByRole("checkbox")
      .map((c) => c.closest("label, div")?.textContent ?? "");
    expect(within(extras).queryByRole("checkbox", { name: "View applications" })).toBeNull();
    expect(within(extras).queryByRole("checkbox", { name: "See commission payments" })).toBeNull();
    expect(offered).toHaveLength(11 - 3);
    await user.click(within(extras).getByRole("checkbox", { name: "View students" }));

    await user.click(screen.getByRole("button", { name: "Add and send invitation" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, true));
    const post = calls.find((c) => c.method === "POST");
    expect(post).toMatchObject({
      url: "/api/partner/sublogins/",
      body: { name: "Fatima Khan", email: "fatima@agency.com", role_id: 3, extra_permissions: ["students.view"] },
    });
  });

  it("drops an extra that the newly chosen template includes", async () => {
    const { calls } = stubFetch(({ method }) =>
      method === "POST" ? json(201, { data: saved }) : json(200, { data: ROLES }),
    );
    show();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /^Full name/ }), "Fatima Khan");
    await user.type(screen.getByRole("textbox", { name: /^Email/ }), "fatima@agency.com");
    await chooseRole(user, "Finance");
    await user.click(screen.getByRole("checkbox", { name: "View students" }));
    await chooseRole(user, "Read only");
    expect(screen.queryByRole("checkbox", { name: "View students" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add and send invitation" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")).toBeTruthy());
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ role_id: 4, extra_permissions: [] });
  });

  it("shows the server's field error on its field", async () => {
    stubFetch(({ method }) =>
      method === "POST"
        ? json(409, {
            status_code: 409,
            message: "An account with this email already exists.",
            errors: { email: ["An account with this email already exists."] },
          })
        : json(200, { data: ROLES }),
    );
    show();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /^Full name/ }), "Fatima Khan");
    const email = screen.getByRole("textbox", { name: /^Email/ });
    await user.type(email, "counsellor@example.com");
    await chooseRole(user, "Finance");
    await user.click(screen.getByRole("button", { name: "Add and send invitation" }));
    expect(await screen.findByText("An account with this email already exists.")).toBeVisible();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("edits with the e-mail read-only, the extras ticked, and sends no e-mail", async () => {
    const { calls } = stubFetch(({ method }) =>
      method === "PATCH" ? json(200, { data: saved }) : json(200, { data: ROLES }),
    );
    const onSaved = show(saved);
    const user = userEvent.setup();
    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("readonly");
    expect(await screen.findByRole("checkbox", { name: "View students" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, false));
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.url).toBe("/api/partner/sublogins/9/");
    expect(patch?.body).toEqual({ name: "Fatima Khan", phone: null, role_id: 3, extra_permissions: ["students.view"] });
  });
});
