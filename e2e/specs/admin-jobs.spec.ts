import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { accounts, expect as baseExpect, test } from "../fixtures";
import { ApiAs, seriousViolations } from "../pages/admin-applications-page";
import { signInByApi } from "../session";

// The machine is shared with other suites, and a failing export is retried twice with backoff before it stays failed.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

type Job = { id: number; status: string; rows_written: number; total_rows: number };
const shots = process.env.E2E_SHOTS_DIR;

test.describe("Background jobs and exports on the queue", () => {
  test("a partner's background export runs on the queue to Done in Your exports", async ({ page, request }) => {
    const api = await ApiAs.signIn(request, accounts.partner2);
    const started = await api.get<{ data: Job }>("/partner/reports/sublogins/?format=csv&background=true");
    await signInByApi(page, accounts.partner2);
    await page.goto(`/partner/reports?job=${started.data.id}`);
    const jobs = page.getByRole("table", { name: "Your exports" });
    const row = jobs.locator("tbody tr").filter({ hasText: `#${started.data.id}` });
    await expect(row.getByTestId("job-status")).toHaveText("Done", { timeout: 60_000 });
    await expect(row).toContainText(/\d+ rows? · /);
    await expect(row.getByRole("button", { name: /^Download sublogins-/ })).toBeVisible();
    if (shots) await page.screenshot({ path: path.join(shots, "reports-your-exports.png"), fullPage: true });
  });

  test("the Superadmin sees a failed export with its error and retries it to completion", async ({ page, request }) => {
    const partnerApi = await ApiAs.signIn(request, accounts.partner2);
    const login = await (
      await request.post("/api/login/", {
        data: { email: accounts.partner2.email, password: accounts.partner2.password },
      })
    ).json();
    // The partner's export folder is blocked by a file: the export cannot write and fails (the queue retries it).
    const folder = path.join(process.env.E2E_DATA_DIR!, "files", "reports", String(login.data.user.partner_id));
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(path.dirname(folder), { recursive: true });
    writeFileSync(folder, "not a folder");
    try {
      const started = await partnerApi.get<{ data: Job }>("/partner/reports/sublogins/?format=csv&background=true");
      await expect
        .poll(
          async () => (await partnerApi.get<{ data: Job }>(`/partner/reports/jobs/${started.data.id}/`)).data.status,
          {
            timeout: 120_000,
          },
        )
        .toBe("failed");

      await signInByApi(page, accounts.admin);
      await page.goto("/admin/jobs?kind=reports.export&state=failed");
      await expect(page.getByRole("heading", { level: 1, name: "Background jobs" })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole("link", { name: "Background jobs" })).toBeVisible();
      const table = page.getByRole("table", { name: "Background jobs" });
      const failed = table
        .locator("tbody tr")
        .filter({ has: page.getByTestId("job-error") })
        .first();
      await expect(failed.getByTestId("job-state")).toHaveText("Failed", { timeout: 60_000 });
      await expect(failed.getByTestId("job-error")).toContainText(/not a directory|ENOTDIR|EEXIST/i);
      await expect(failed).toContainText("3 of 3");
      await expect(page.getByRole("table", { name: "Jobs by kind and state" })).toContainText("reports.export");
      expect(await seriousViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: path.join(shots, "admin-jobs.png"), fullPage: true });

      // The folder is fixed; Retry (asked first) runs the export again and it completes.
      rmSync(folder, { force: true });
      await failed.getByRole("button", { name: /^Retry job / }).click();
      const dialog = page.getByRole("dialog", { name: "Retry this reports.export job?" });
      await dialog.getByRole("button", { name: "Retry job" }).click();
      await expect(page.getByText("The job is queued again.")).toBeVisible();
      await expect
        .poll(
          async () => (await partnerApi.get<{ data: Job }>(`/partner/reports/jobs/${started.data.id}/`)).data.status,
          {
            timeout: 60_000,
          },
        )
        .toBe("done");
      await page.getByRole("radiogroup", { name: "Job state" }).getByText("Completed").click();
      await expect(page).toHaveURL(/state=completed/);
      await expect(table.getByTestId("job-state").first()).toHaveText("Completed", { timeout: 20_000 });
    } finally {
      if (existsSync(folder) && statSync(folder).isFile()) rmSync(folder);
    }
  });

  test("partners and sub-logins get 403 from the jobs API", async ({ request }) => {
    for (const who of [accounts.partner, accounts.counsellor]) {
      const login = await request.post("/api/login/", { data: { email: who.email, password: who.password } });
      const token = (await login.json()).data.access as string;
      const res = await request.get("/api/admin/jobs/", { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status()).toBe(403);
    }
  });
});
