import { accounts, expect, seriousViolations, snap, test } from "../fixtures";
import { ApiAs } from "../pages/admin-applications-page";
import { signInAs } from "../pages/header";

test.describe("course matching (issue 18)", () => {
  test("a counsellor opens a student, sees courses ranked with their reasons, and shortlists one", async ({
    page,
    request,
  }) => {
    const api = await ApiAs.signIn(request, accounts.counsellor);
    const list = await api.get<{ results: { data: { id: number; full_name: string }[] } }>(
      "/partner/students/?page_size=1",
    );
    const student = list.results.data[0]!;
    await signInAs(page, accounts.counsellor);
    await page.goto(`/partner/student/${student.id}`);
    await page.getByRole("tab", { name: "Course matches" }).click();
    await expect(page).toHaveURL(/tab=matches/);

    const cards = page.getByTestId("match");
    await expect(cards).toHaveCount(10);
    const first = cards.first();
    // Each course says whether the student can apply, why, and how well it fits.
    await expect(first.getByTestId("match-eligibility")).toHaveText(/^(Eligible|Conditional|Not eligible)$/);
    await expect(first.getByRole("list", { name: "Entry requirements" }).getByRole("listitem").first()).toBeVisible();
    await expect(first.getByLabel(/^Match score \d+ out of 100$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const name = (await first.getByRole("heading").textContent())?.trim() ?? "";
    await first.getByRole("button", { name: `Add to shortlist: ${name}` }).click();
    const added = first.getByRole("button", { name: `In shortlist: ${name}` });
    await expect(added).toHaveAttribute("aria-pressed", "true");
    // Leave the counsellor's shortlist as other specs expect it.
    await added.click();
    await expect(first.getByRole("button", { name: `Add to shortlist: ${name}` })).toBeVisible();
  });

  test("the counsellor applies from a match; the application shows its offer likelihood; the finder marks courses for the student", async ({
    page,
    request,
  }) => {
    const api = await ApiAs.signIn(request, accounts.counsellor);
    const list = await api.get<{ results: { data: { id: number; full_name: string }[] } }>(
      "/partner/students/?page_size=3&ordering=first_name",
    );
    const student = list.results.data[2]!;
    await signInAs(page, accounts.counsellor);
    await page.goto(`/partner/student/${student.id}?tab=matches`);
    // Beside each match the student can enter: the offer likelihood, a figure or "Not enough history", with its
    // sentence (none beside a course they cannot enter: issue 35).
    const first = page
      .getByTestId("match")
      .filter({ has: page.getByTestId("offer-likelihood") })
      .first();
    await expect(first.getByTestId("offer-likelihood")).toContainText(/similar decided applications/);
    await page.getByRole("button", { name: "How is the offer likelihood worked out?" }).click();
    await expect(page.getByText(/Below 20 decided applications no figure is given/)).toBeVisible();

    const name = (await first.getByRole("heading").textContent())?.trim() ?? "";
    await first.getByRole("button", { name: `Apply to ${name}` }).click();
    const anyway = page.getByRole("button", { name: "Apply anyway" });
    const dialog = page.getByRole("dialog", { name: "New application" });
    await expect(anyway.or(dialog)).toBeVisible();
    if (await anyway.isVisible()) await anyway.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("combobox", { name: "Intake" }).click();
    await page.getByRole("option").last().click();
    await dialog.getByRole("button", { name: "Create application" }).click();
    await expect(page).toHaveURL(/\/partner\/application\/\d+$/);
    const card = page.getByRole("region", { name: "Offer likelihood" });
    await expect(card.getByTestId("offer-likelihood")).toContainText(/similar decided applications/);
    await expect(card.getByRole("button", { name: "How is the offer likelihood worked out?" })).toBeVisible();

    // The course finder with this student chosen: every course marked, sorted by match.
    await page.goto(`/partner/courses?student=${student.id}`);
    await expect(page.getByTestId("sorted-by-match")).toHaveText(`Sorted by match for ${student.full_name}`);
    const cards = page.getByTestId("course-card");
    await expect(cards.first().getByTestId("match-eligibility")).toHaveText(/^(Eligible|Conditional|Not eligible)$/);
    expect(await cards.getByTestId("match-eligibility").count()).toBe(await cards.count());
    const scores = await cards.getByLabel(/^Match score \d+ out of 100$/).allTextContents();
    const numbers = scores.map((s) => Number(s.replace(/\D/g, "")));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("matches are the courses at the level the student wants, disciplines come from the catalogue, and another level is no match (issue 35)", async ({
    page,
    request,
  }) => {
    const api = await ApiAs.signIn(request, accounts.partner);
    type Named = { id: number; name: string };
    const [destinations, levels, countries] = await Promise.all([
      api.get<{ data: Named[] }>("/partner/country-study-list/"),
      api.get<{ data: Named[] }>("/filter/level/"),
      api.get<{ data: Named[] }>("/partner/country/"),
    ]);
    const level = (name: string) => levels.data.find((l) => l.name === name)!.id;
    const stamp = Date.now().toString(36);
    const student = await api.post<{ data: { id: number } }>("/partner/add/student/", {
      first_name: "Farah",
      last_name: `Finance${stamp}`.replace(/\d/g, "x"),
      email: `farah.${stamp}@example.org`,
      nationality_id: countries.data.find((c) => c.name === "India")!.id,
      study_country_id: destinations.data.find((d) => d.name === "United Kingdom")!.id,
      study_level_id: level("Postgraduate (Master's)"),
      completed_level_id: level("Undergraduate"),
      grading_scale: "percentage",
      grade: "72",
      completion_year: 2025,
      english_test: "IELTS",
      english_overall: 7.5,
      english_bands: { listening: 7.5, reading: 7.5, writing: 7, speaking: 7.5 },
    });
    const id = student.data.id;
    await signInAs(page, accounts.partner);
    await page.goto(`/partner/student/${id}`);

    // Preferred disciplines are picked from the catalogue's: a word no course has offers nothing to pick.
    const disciplines = page.getByRole("combobox", { name: "Preferred disciplines" });
    await disciplines.click();
    await disciplines.fill("Account");
    await expect(page.getByText("No discipline has that in its name")).toBeVisible();
    await disciplines.fill("Fin");
    await page.getByRole("option", { name: "Finance", exact: true }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect
      .poll(
        async () =>
          (await api.get<{ data: { preferred_disciplines: string[] } }>(`/partner/students/${id}/`)).data
            .preferred_disciplines,
      )
      .toEqual(["Finance"]);

    // The matches: master's courses only, a master's in Finance first; no Foundation Year or bachelor's among them.
    await page.getByRole("tab", { name: "Course matches" }).click();
    const cards = page.getByTestId("match");
    await expect(cards).toHaveCount(10);
    await expect(cards.first().getByRole("heading")).toContainText("Finance");
    for (const text of await cards.allTextContents()) {
      expect(text).toContain("Postgraduate (Master's)");
      expect(text).not.toMatch(/Foundation Year|Other level/);
    }
    await snap(page, "matching-wanted-level");

    // Asked for another level in the finder, each course says so, scores 0 and has no offer likelihood.
    await page.goto(`/partner/courses?student=${id}&study_level=${level("Foundation")}`);
    const found = page.getByTestId("course-card");
    await expect(found.first().getByTestId("match-eligibility")).toHaveText("Other level");
    expect(await found.getByTestId("match-eligibility").allTextContents()).toEqual(
      Array(await found.count()).fill("Other level"),
    );
    await expect(found.first().getByLabel("Match score 0 out of 100")).toBeVisible();
    await expect(found.first()).toContainText(
      "This course is at Foundation level; the student wants Postgraduate (Master's).",
    );
    await expect(found.getByTestId("offer-likelihood")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, "matching-other-level");

    // The course page says the structured requirements matching checks, not a second, different minimum.
    await found.first().getByRole("link").first().click();
    await expect(page.getByTestId("entry-requirements")).toContainText(/English tests accepted: IELTS \d\.\d/);
  });
});
