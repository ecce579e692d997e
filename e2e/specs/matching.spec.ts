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
});
