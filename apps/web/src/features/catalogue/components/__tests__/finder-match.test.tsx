import type { MatchItem } from "@pp/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, signedInForEachTest } from "../../../../test/session";
import { CoursesPage } from "../../pages/courses-page";

const course = (id: number, name: string) => ({
  id,
  name,
  provider: { id: 1, name: "University of Leeds" },
  country: { id: 77, name: "United Kingdom" },
  study_level: { id: 8, name: "Postgraduate (Master's)" },
  discipline: "Business",
  duration_months: 12,
  tuition_fee: "24000.00",
  currency: "GBP",
  application_fee: "0.00",
  intake_months: [9],
  language: "English",
});
const match = (id: number, name: string, over: Partial<MatchItem>): MatchItem => ({
  course: course(id, name),
  score: 90,
  eligibility: "eligible",
  reasons: [],
  fit: { destination: true, discipline: false, intake: false, budget: false },
  likelihood: { rate: 58, basis: 31, group: "provider", message: "58% of 31 similar decided applications." },
  ...over,
});
const best = match(21, "MSc Management", {});
const short = match(22, "MSc Finance", {
  score: 18,
  eligibility: "not_eligible",
  reasons: [{ requirement: "grade", status: "not_met", message: "Grade 55% is below the 65% minimum." }],
});

function renderFinder(path: string) {
  const { calls } = stubFetch((call) => {
    if (call.url.includes("/matches/")) {
      return json(200, { count: 2, next: null, previous: null, results: { data: [best, short] } });
    }
    if (call.url.startsWith("/api/partner/students/5/")) {
      return json(200, { data: { id: 5, full_name: "Ananya Iyer", email: "ananya@students.example" } });
    }
    if (call.url.startsWith("/api/partner/courses/list/")) {
      return json(200, { count: 1, next: null, previous: null, results: { data: [course(30, "BA History")] } });
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

describe("the course finder with a student chosen", { timeout: 20_000 }, () => {
  signedInForEachTest(() => loginData({ permissions: ["students.view", "courses.view"] }));

  it("asks for the student's matches with the finder's filters, marks each course and sorts by match", async () => {
    const calls = renderFinder("/partner/courses?student=5&country=77&discipline=Business");
    const cards = await screen.findAllByTestId("course-card");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["MSc Management", "MSc Finance"]);
    expect(within(cards[0]!).getByTestId("match-eligibility")).toHaveTextContent("Eligible");
    expect(within(cards[1]!).getByTestId("match-eligibility")).toHaveTextContent("Not eligible");
    expect(within(cards[1]!).getByText("Grade 55% is below the 65% minimum.")).toBeInTheDocument();
    expect(within(cards[0]!).getByLabelText("Offer likelihood: 58%")).toBeInTheDocument();
    expect(await screen.findByText("Sorted by match for Ananya Iyer")).toBeInTheDocument();
    const asked = calls.find((c) => c.url.includes("/matches/"))!.url;
    expect(asked).toMatch(/^\/api\/partner\/students\/5\/matches\/\?/);
    expect(asked).toContain("country=77");
    expect(asked).toContain("discipline=Business");
    expect(asked).not.toContain("ordering");
    // The plain catalogue is not asked while a student is chosen.
    expect(calls.some((c) => c.url.startsWith("/api/partner/courses/list/"))).toBe(false);
  });

  it("without a student lists the catalogue with no verdicts", async () => {
    const calls = renderFinder("/partner/courses?country=77");
    const cards = await screen.findAllByTestId("course-card");
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).queryByTestId("match-eligibility")).toBeNull();
    expect(screen.getByRole("combobox", { name: /Match to a student/ })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes("/matches/"))).toBe(false);
  });
});

describe("the course finder for someone who may not see students", { timeout: 20_000 }, () => {
  signedInForEachTest(() => loginData({ permissions: ["courses.view"] }));

  it("offers no student to match and ignores one in the address", async () => {
    const calls = renderFinder("/partner/courses?student=5");
    expect(await screen.findAllByTestId("course-card")).toHaveLength(1);
    expect(screen.queryByRole("combobox", { name: /Match to a student/ })).toBeNull();
    expect(calls.some((c) => c.url.includes("/matches/"))).toBe(false);
  });
});
