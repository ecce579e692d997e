import type { MatchItem } from "@pp/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { applyLanguage } from "../../../../lib/i18n/language";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, signedInForEachTest } from "../../../../test/session";
import { StudentMatches } from "../student-matches";

const course = (id: number, name: string, country: { id: number; name: string }) => ({
  id,
  name,
  provider: { id: 1, name: "University of Manchester" },
  country,
  study_level: { id: 8, name: "Postgraduate (Master's)" },
  discipline: "Computer Science",
  duration_months: 12,
  tuition_fee: "28500.00",
  currency: "GBP",
  application_fee: "0.00",
  intake_months: [9],
  language: "English",
});
const UK = { id: 77, name: "United Kingdom" };
const CA = { id: 40, name: "Canada" };
const eligible: MatchItem = {
  course: course(11, "MSc Computer Science", UK),
  score: 95,
  eligibility: "eligible",
  reasons: [
    { requirement: "english", status: "met", message: "IELTS 7 meets the 6.5 this course asks." },
    { requirement: "grade", status: "met", message: "Grade 72% meets the 60% minimum." },
  ],
  fit: { destination: true, discipline: true, intake: true, budget: false },
  likelihood: {
    rate: 62,
    basis: 48,
    group: "provider",
    message: "62% of 48 similar decided applications to this provider reached an offer.",
  },
};
const conditional: MatchItem = {
  course: course(12, "MSc Data Science", UK),
  score: 63,
  eligibility: "conditional",
  reasons: [
    { requirement: "english", status: "not_met", message: "IELTS 6 is below the 6.5 this course asks." },
    { requirement: "gap", status: "unknown", message: "The year the student completed their studies is not on file." },
  ],
  fit: { destination: true, discipline: false, intake: false, budget: false },
  likelihood: {
    rate: null,
    basis: 7,
    group: "destination_level",
    message: "Too little history for a figure: 7 similar decided applications, and a figure needs at least 20.",
  },
};
const canadian: MatchItem = { ...eligible, course: course(13, "MSc Computing", CA), score: 80 };

/** The tab over these matches (every other call answers an empty list). */
function showMatches(data: MatchItem[]) {
  stubFetch((call) =>
    call.url.includes("/matches/")
      ? json(200, { count: data.length, next: null, previous: null, results: { data } })
      : json(200, { data: [] }),
  );
  renderTab();
}

const renderTab = (wantedLevel: string | null = null) =>
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <StudentMatches studentId={5} wantedLevel={wantedLevel} />
    </QueryClientProvider>,
  );

describe("a student's course matches", { timeout: 20_000 }, () => {
  signedInForEachTest(() => loginData({ permissions: ["students.view", "courses.view", "applications.manage"] }));

  it("shows each course with its score, verdict and reasons, best first, and filters by destination", async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.startsWith("/api/partner/country-study-list/"))
        return json(200, {
          data: [
            { ...UK, iso2: "GB" },
            { ...CA, iso2: "CA" },
          ],
        });
      if (call.url.startsWith("/api/partner/shortlist/")) return json(200, { data: [] });
      if (call.url.startsWith("/api/partner/courses/disciplines/"))
        return json(200, { data: ["Computer Science", "Data Science", "Nursing"] });
      const onlyCanada = call.url.includes("country=40");
      const data = onlyCanada ? [canadian] : [eligible, conditional];
      return json(200, { count: data.length, next: null, previous: null, results: { data } });
    });
    renderTab();
    const cards = await screen.findAllByTestId("match");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole("link", { name: "MSc Computer Science" })).toBeInTheDocument();
    expect(within(cards[0]!).getByLabelText("Match score 95 out of 100")).toHaveTextContent("Match 95");
    expect(within(cards[0]!).getByTestId("match-eligibility")).toHaveTextContent("Eligible");
    expect(within(cards[0]!).getByText("IELTS 7 meets the 6.5 this course asks.")).toBeInTheDocument();
    // The offer likelihood beside each match: a figure, or none below 20 decided applications, saying so.
    expect(within(cards[0]!).getByLabelText("Offer likelihood: 62%")).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/62% of 48 similar decided applications/)).toBeInTheDocument();
    expect(within(cards[1]!).getByLabelText("Offer likelihood: Not enough history")).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/Too little history for a figure: 7/)).toBeInTheDocument();
    expect(within(cards[1]!).getByTestId("match-eligibility")).toHaveTextContent("Conditional");
    expect(within(cards[1]!).getByLabelText("Not met")).toBeInTheDocument();
    expect(within(cards[1]!).getByLabelText("Unknown")).toBeInTheDocument();
    // Something is not on file: the tab says what would make the matches more certain.
    expect(screen.getByText(/Complete the student's English test/)).toBeInTheDocument();

    const user = userEvent.setup();
    const input = screen.getByRole("combobox", { name: "Destination" });
    await user.click(input);
    // The dropdown's transition never ends in jsdom, so its options count as hidden: find them in its own list.
    await waitFor(() => expect(input).toHaveAttribute("aria-controls"));
    const list = document.getElementById(input.getAttribute("aria-controls") ?? "") as HTMLElement;
    await user.click(await within(list).findByRole("option", { name: "Canada", hidden: true }));
    expect(await screen.findByRole("link", { name: "MSc Computing" })).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/partner/students/5/matches/?page=1&page_size=10&country=40")).toBe(true);
    // The discipline filter offers the disciplines that exist, found by any part of their name.
    const box = screen.getByRole("combobox", { name: "Discipline" });
    await user.click(box);
    await waitFor(() => expect(box).toHaveAttribute("aria-controls"));
    await user.type(box, "data");
    const choices = document.getElementById(box.getAttribute("aria-controls") ?? "") as HTMLElement;
    await user.click(await within(choices).findByRole("option", { name: "Data Science", hidden: true }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.endsWith("/matches/?page=1&page_size=10&country=40&discipline=Data+Science")),
      ).toBe(true),
    );
  });

  it("shows no likelihood beside a course the student cannot enter or does not want, and says the level wanted (issue 35)", async () => {
    const other: MatchItem = {
      ...eligible,
      course: { ...course(14, "Foundation Year in Finance", UK), study_level: { id: 4, name: "Foundation" } },
      score: 0,
      eligibility: "other_level",
      reasons: [
        {
          requirement: "study_level",
          status: "not_met",
          message: "This course is at Foundation level; the student wants Postgraduate (Master's).",
        },
      ],
      likelihood: null,
    };
    const refused: MatchItem = { ...conditional, eligibility: "not_eligible", likelihood: null };
    stubFetch((call) =>
      call.url.includes("/matches/")
        ? json(200, { count: 3, next: null, previous: null, results: { data: [eligible, refused, other] } })
        : json(200, { data: [] }),
    );
    renderTab("Postgraduate (Master's)");
    const cards = await screen.findAllByTestId("match");
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByTestId("offer-likelihood")).toBeInTheDocument();
    expect(within(cards[1]!).queryByTestId("offer-likelihood")).toBeNull();
    expect(within(cards[1]!).queryByText("Offer likelihood")).toBeNull();
    expect(within(cards[2]!).getByTestId("match-eligibility")).toHaveTextContent("Other level");
    expect(within(cards[2]!).queryByTestId("offer-likelihood")).toBeNull();
    expect(screen.getByPlaceholderText("Postgraduate (Master's) (wanted)")).toBeInTheDocument();
  });

  it("explains how the score and the verdict are worked out", async () => {
    showMatches([eligible]);
    const user = userEvent.setup();
    const control = await screen.findByRole("button", { name: "How is this worked out?" });
    expect(control).toHaveAttribute("aria-expanded", "false");
    await user.click(control);
    expect(control).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/A course is eligible when the student meets them all/)).toBeInTheDocument();
    const likelihood = screen.getByRole("button", { name: "How is the offer likelihood worked out?" });
    await user.click(likelihood);
    expect(screen.getByText(/Below 20 decided applications no figure is given/)).toBeInTheDocument();
  });

  it("asks before applying for a course the student does not qualify for, naming what is not met", async () => {
    const refused: MatchItem = {
      ...conditional,
      eligibility: "not_eligible",
      reasons: [{ requirement: "grade", status: "not_met", message: "Grade 52% is below the 60% minimum." }],
    };
    showMatches([eligible, refused]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Apply to MSc Data Science" }));
    const dialog = await screen.findByRole("dialog", { name: "Apply although not eligible?" });
    expect(within(dialog).getByText("Grade 52% is below the 60% minimum.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Apply anyway" }));
    expect(await screen.findByRole("dialog", { name: "New application" })).toBeInTheDocument();
  });

  it("opens the application form at once for an eligible course", async () => {
    showMatches([eligible]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Apply to MSc Computer Science" }));
    expect(await screen.findByRole("dialog", { name: "New application" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Apply although not eligible?" })).toBeNull();
  });

  it("asks again when the language changes: the server writes the reasons in the reader's language (issue 35)", async () => {
    const reason = { es: "IELTS 7 cumple el 6.5 que pide este curso.", en: "IELTS 7 meets the 6.5 this course asks." };
    const { calls } = stubFetch((call) => {
      if (!call.url.includes("/matches/")) return json(200, { data: [] });
      const language = call.headers["Accept-Language"] === "es" ? "es" : "en";
      const item: MatchItem = {
        ...eligible,
        reasons: [{ requirement: "english", status: "met", message: reason[language] }],
      };
      return json(200, { count: 1, next: null, previous: null, results: { data: [item] } });
    });
    renderTab();
    expect(await screen.findByText(reason.en)).toBeInTheDocument();
    try {
      await act(() => applyLanguage("es"));
      expect(await screen.findByText(reason.es)).toBeInTheDocument();
      expect(calls.filter((c) => c.url.includes("/matches/")).map((c) => c.headers["Accept-Language"])).toEqual([
        "en",
        "es",
      ]);
    } finally {
      await act(() => applyLanguage("en"));
    }
  });
});
