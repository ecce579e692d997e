import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSession } from "../../../../lib/auth/session-store";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, resetSession } from "../../../../test/session";
import "../../strings";
import { intakeName, MASTER_CONFIGS } from "../../config/resources";
import type { MasterConfig } from "../../config/types";
import { MasterForm } from "../master-form";

Element.prototype.scrollIntoView ??= () => undefined;

const YEARS = [
  { id: 3, year: 2027, name: "2027", is_active: true },
  { id: 4, year: 2028, name: "2028", is_active: true },
];
const intakes = MASTER_CONFIGS.find((c) => c.resource === "intakes") as MasterConfig;

/** Picks an option of a Mantine select (its list is found through aria-controls: hidden in jsdom). */
async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  const input = screen.getByRole("combobox", { name: label });
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute("aria-controls"));
  const list = document.getElementById(input.getAttribute("aria-controls") ?? "") as HTMLElement;
  await user.click(await within(list).findByRole("option", { name: option, hidden: true }));
}

describe("a new intake's name", { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData({ role: "Superadmin" }), true);
    stubFetch((call) =>
      call.url.includes("/masters/years/")
        ? json(200, { count: 2, next: null, previous: null, results: { data: YEARS } })
        : json(404, { status_code: 404, message: "Not found." }),
    );
  });
  afterEach(() => cleanup());

  it("is written the reference data's way from a month and a year", () => {
    expect(intakeName(1, 2027)).toBe("January 2027");
    expect(intakeName(9, 2028)).toBe("September 2028");
    expect(intakeName(13, 2028)).toBeNull();
    expect(intakeName(9, undefined)).toBeNull();
  });

  it("is offered from the month and year chosen, follows them, and never replaces a name the person typed", async () => {
    renderWithApp(
      <QueryClientProvider client={createQueryClient()}>
        <MasterForm config={intakes} onSaved={() => {}} onCancel={() => {}} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const name = screen.getByRole("textbox", { name: /Name/ });
    await pick(user, /Month/, "January");
    await pick(user, /Year/, "2027");
    await waitFor(() => expect(name).toHaveValue("January 2027"));
    await pick(user, /Month/, "September");
    await waitFor(() => expect(name).toHaveValue("September 2027"));
    await user.clear(name);
    await user.type(name, "Autumn intake");
    await pick(user, /Year/, "2028");
    expect(name).toHaveValue("Autumn intake");
  });
});
