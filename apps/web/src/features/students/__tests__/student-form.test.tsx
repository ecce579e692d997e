import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../lib/auth/session-store";
import { createQueryClient } from "../../../lib/query-client";
import { type Call, json, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { loginData, resetSession } from "../../../test/session";
import "../strings";
import { StudentForm } from "../components/student-form";
import { emptyStudentValues, type StudentFormValues } from "../form/student-form-values";

// jsdom has no document.fonts; Mantine's autosize Textarea listens to it.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
Element.prototype.scrollIntoView ??= () => undefined;

const country = (id: number, name: string, iso2: string) => ({
  id,
  name,
  iso2,
  iso3: `${iso2}X`,
  phone_code: null,
  flag: null,
  is_study_destination: true,
});

/** The lookups the form asks for. */
function lookups({ url }: Call) {
  const path = url.replace(/^\/api/, "");
  if (path === "/partner/country/")
    return json(200, { data: [country(1, "India", "IN"), country(2, "Australia", "AU")] });
  if (path === "/partner/state/1") return json(200, { data: [{ id: 11, name: "Maharashtra", code: "MH" }] });
  if (path === "/partner/state/2") return json(200, { data: [{ id: 21, name: "Victoria", code: "VIC" }] });
  if (path === "/partner/country-study-list/")
    return json(200, { data: [country(3, "Canada", "CA"), country(2, "Australia", "AU")] });
  if (path === "/partner/study-level/3")
    return json(200, { data: [{ country_id: 3, levels: [{ id: 31, name: "Diploma" }] }] });
  if (path === "/partner/study-level/2")
    return json(200, { data: [{ country_id: 2, levels: [{ id: 41, name: "Foundation" }] }] });
  return json(404, { status_code: 404, message: "Not found." });
}

function renderForm(onSave = vi.fn(async (_v: StudentFormValues) => undefined)) {
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <StudentForm mode="create" initialValues={emptyStudentValues()} onSave={onSave} />
    </QueryClientProvider>,
  );
  return onSave;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const input = screen.getByRole("combobox", { name: label });
  await waitFor(() => expect(input).toBeEnabled());
  await user.click(input);
  // The dropdown's transition never ends in jsdom, so its options count as hidden: find them in its own list.
  await waitFor(() => expect(input).toHaveAttribute("aria-controls"));
  const list = document.getElementById(input.getAttribute("aria-controls") ?? "") as HTMLElement;
  await user.click(await within(list).findByRole("option", { name: option, hidden: true }));
  await waitFor(() => expect(input).toHaveValue(option));
}

// User-event flows through Mantine take a while on a busy machine.
describe("the student form", { timeout: 90_000 }, () => {
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData({ permissions: ["students.view", "students.manage"] }), false);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("loads the states of the chosen country and clears the state when the country changes", async () => {
    const { calls } = stubFetch(lookups);
    const onSave = renderForm();
    const user = userEvent.setup();
    const state = screen.getByRole("combobox", { name: "State" });
    expect(state).toBeDisabled();

    await choose(user, "Country of residence", "India");
    await choose(user, "State", "Maharashtra");
    await choose(user, "Country of residence", "Australia");

    expect(state).toHaveValue("");
    expect(calls.map((c) => c.url)).toContain("/api/partner/state/2");
    await user.click(state);
    await waitFor(() => expect(state).toHaveAttribute("aria-controls"));
    const listbox = document.getElementById(state.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(within(listbox).queryByRole("option", { name: "Maharashtra", hidden: true })).toBeNull();
    expect(within(listbox).getByRole("option", { name: "Victoria", hidden: true })).toBeInTheDocument();
    await user.keyboard("{Escape}");

    // What is saved has no state: the old country's state is gone, not merely hidden.
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Anya");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Rao");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "anya@example.org");
    await choose(user, "Nationality", "India");
    await choose(user, "Study destination", "Canada");
    await choose(user, "Study level", "Diploma");
    await user.click(screen.getByRole("button", { name: "Save student" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ country_id: "2", state_id: null });
  });

  it("clears the study level when the destination changes", async () => {
    stubFetch(lookups);
    renderForm();
    const user = userEvent.setup();
    await choose(user, "Study destination", "Canada");
    await choose(user, "Study level", "Diploma");
    await choose(user, "Study destination", "Australia");
    expect(screen.getByRole("combobox", { name: "Study level" })).toHaveValue("");
  });

  it("shows a message under every bad field and does not save", async () => {
    stubFetch(lookups);
    const onSave = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Ravi");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "not-an-email");
    await user.type(screen.getByRole("textbox", { name: "Phone" }), "call me");
    await user.click(screen.getByRole("button", { name: "Save student" }));

    expect(await screen.findByText("Last name is required.")).toBeVisible();
    expect(screen.getByText("Enter a valid email address.")).toBeVisible();
    expect(screen.getByText("Use digits, spaces and + ( ) - . only.")).toBeVisible();
    expect(screen.getByText("Choose a nationality.")).toBeVisible();
    expect(screen.getByText("Choose a study destination.")).toBeVisible();
    expect(screen.getByText("Choose a study level.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "First name" })).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Some fields need your attention.");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the English scores only for a test, and checks them against its scale", async () => {
    stubFetch(lookups);
    renderForm();
    const user = userEvent.setup();
    expect(screen.queryByRole("textbox", { name: "Overall score" })).toBeNull();
    await choose(user, "English test", "IELTS");
    await user.type(screen.getByRole("textbox", { name: "Overall score" }), "7.3");
    await user.click(screen.getByRole("button", { name: "Save student" }));
    expect(await screen.findByText("IELTS scores go from 0 to 9 in steps of 0.5.")).toBeVisible();
  });

  it("puts the server's field errors on their fields and links a duplicate to the existing student", async () => {
    stubFetch(lookups);
    const onSave = vi.fn(async () => {
      throw {
        message: "Anya Rao already has this e-mail.",
        fieldErrors: { email: "Anya Rao already has this e-mail." },
        existingId: 42,
      };
    });
    renderForm(onSave);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Anya");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Rao");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "anya@example.org");
    await choose(user, "Nationality", "India");
    await choose(user, "Study destination", "Canada");
    await choose(user, "Study level", "Diploma");
    await user.click(screen.getByRole("button", { name: "Save student" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Anya Rao already has this e-mail.");
    expect(within(alert).getByRole("link", { name: "Open the existing student" })).toHaveAttribute(
      "href",
      "/partner/student/42",
    );
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("aria-invalid", "true");
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ nationality_id: "1", study_country_id: "3", study_level_id: "31" }),
    );
  });
});
