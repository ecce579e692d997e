import { accounts, expect, seriousViolations, test } from "../fixtures";
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
    const first = page.getByTestId("match").first();
    // Beside each match: the offer likelihood, a figure or "Not enough history", with its sentence.
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
});
