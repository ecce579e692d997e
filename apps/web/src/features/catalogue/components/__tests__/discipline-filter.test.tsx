import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, signedInForEachTest } from "../../../../test/session";
import { CoursesPage } from "../../pages/courses-page";
import { COURSE_LIST_DEFAULTS, courseListQuery, disciplinesOf, disciplinesValue } from "../../utils/course-query";

const DISCIPLINES = ["Business", "Computer Science", "Cyber Security", "Data Science", "Nursing"];

function renderFinder(path: string) {
  const { calls } = stubFetch((call) => {
    if (call.url.startsWith("/api/partner/courses/disciplines/")) return json(200, { data: DISCIPLINES });
    if (call.url.startsWith("/api/partner/courses/list/")) {
      return json(200, { count: 0, next: null, previous: null, results: { data: [] } });
    }
    return json(200, { data: [] });
  });
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <CoursesPage />
    </QueryClientProvider>,
    { path },
  );
  return calls;
}
const listQueries = (calls: { url: string }[]) =>
  calls
    .filter((c) => c.url.startsWith("/api/partner/courses/list/"))
    .map((c) => new URL(c.url, "http://x").searchParams);

describe("the course finder's discipline filter", { timeout: 20_000 }, () => {
  signedInForEachTest(() => loginData({ permissions: ["courses.view"] }));

  it("offers the disciplines that exist by any part of their name and sends each chosen one", async () => {
    const user = userEvent.setup();
    const calls = renderFinder("/partner/courses");
    // A narrow screen (jsdom's) folds the filters below the first two.
    await user.click(await screen.findByRole("button", { name: /More filters/ }));
    const box = await screen.findByRole("combobox", { name: "Discipline" });
    await user.click(box);
    // The dropdown's transition never ends in jsdom, so its options count as hidden: find them in its own list.
    await waitFor(() => expect(box).toHaveAttribute("aria-controls"));
    const list = () => document.getElementById(box.getAttribute("aria-controls") ?? "") as HTMLElement;
    await user.type(box, "comp");
    await user.click(await within(list()).findByRole("option", { name: "Computer Science", hidden: true }));
    await waitFor(() => expect(listQueries(calls).at(-1)?.getAll("discipline")).toEqual(["Computer Science"]));

    await user.type(box, "SCI");
    expect(within(list()).queryByRole("option", { name: "Nursing", hidden: true })).toBeNull();
    await user.click(await within(list()).findByRole("option", { name: "Data Science", hidden: true }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)?.getAll("discipline")).toEqual(["Computer Science", "Data Science"]),
    );
  });

  it("shows the disciplines of a shared link as chosen, in the list's spelling, and asks for them", async () => {
    const calls = renderFinder("/partner/courses?discipline=computer%20science,Nursing");
    await waitFor(() =>
      expect(listQueries(calls).at(-1)?.getAll("discipline")).toEqual(["computer science", "Nursing"]),
    );
    expect(await screen.findByText("Computer Science")).toBeInTheDocument();
    expect(screen.getByText("Nursing")).toBeInTheDocument();
  });
});

describe("the disciplines in the URL", () => {
  it("are split on commas, trimmed, each once whatever the case, and sent as repeated values", () => {
    expect(disciplinesOf(" Computer Science , ,data science,COMPUTER SCIENCE")).toEqual([
      "Computer Science",
      "data science",
    ]);
    expect(disciplinesValue(["Nursing", "Business"])).toBe("Nursing,Business");
    const q = new URLSearchParams(courseListQuery({ ...COURSE_LIST_DEFAULTS, discipline: "Nursing,Business" }, 1));
    expect(q.getAll("discipline")).toEqual(["Nursing", "Business"]);
    expect(new URLSearchParams(courseListQuery(COURSE_LIST_DEFAULTS, 1)).has("discipline")).toBe(false);
  });
});
