import type { Page } from "@playwright/test";
import { accounts, expect as baseExpect, snap, test, uniqueEmail } from "../fixtures";
import { ShellPage } from "../pages/shell-page";
import { createStudentByApi, StudentsPage } from "../pages/students-page";
import { signInByApi } from "../session";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** The API as the signed-in tab sees it (its own token). */
async function apiOf(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem("accessToken"));
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string) => (await (await page.request.get(`/api${path}`, { headers })).json()) as T,
    post: async <T>(path: string, data: unknown) =>
      (await (await page.request.post(`/api${path}`, { headers, data })).json()) as T,
  };
}

/** A student made through the API, as another screen would have made it; its id. */
const newStudent = (page: Page, surname: string) =>
  createStudentByApi(page, { first_name: "Ines", last_name: surname, email: uniqueEmail("stale") });

test("a student edited in two tabs: the later save is refused with a sentence, and Reload shows the change", async ({
  page,
  context,
}) => {
  await new ShellPage(page).signIn(accounts.partner);
  const id = await newStudent(page, `Tabs${Date.now().toString(36)}`);

  const other = await context.newPage();
  await signInByApi(other, accounts.partner);
  for (const tab of [page, other]) {
    await tab.goto(`/partner/student/${id}`);
    await expect(tab.getByRole("button", { name: "Save changes" })).toBeVisible();
  }

  await page.getByRole("textbox", { name: "City", exact: true }).fill("Pune");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Student saved.")).toBeVisible();

  // The second tab still shows the version before that save.
  await other.getByRole("textbox", { name: "City", exact: true }).fill("Nagpur");
  await other.getByRole("button", { name: "Save changes" }).click();
  const alert = other.getByRole("alert").filter({ hasText: "changed by someone else" });
  await expect(alert).toHaveText(/This student was changed by someone else; reload to see the change\./);
  await snap(other, "student-stale-edit");
  await alert.getByRole("button", { name: "Reload" }).click();
  await expect(other.getByRole("textbox", { name: "City", exact: true })).toHaveValue("Pune");
  await expect(alert).toBeHidden();

  const saved = await (await apiOf(page)).get<{ data: { city: string } }>(`/partner/students/${id}/`);
  expect(saved.data.city).toBe("Pune");
});

test("a double-clicked Save whose first answer is lost creates one student, and the screen shows it saved", async ({
  page,
}) => {
  await new ShellPage(page).signIn(accounts.partner);
  // The network drops the first answer and the request goes again, with the same Idempotency-Key: the server must
  // answer the second as it did the first (201), not as a duplicate (409).
  const keys: (string | undefined)[] = [];
  await page.route("**/api/partner/add/student/", async (route) => {
    keys.push(route.request().headers()["idempotency-key"]);
    await route.fetch();
    await route.fulfill({ response: await route.fetch() });
  });
  const students = new StudentsPage(page);
  await students.goto();
  await students.openDrawer();
  const email = uniqueEmail("double");
  await students.fill({
    firstName: "Tomas",
    lastName: `Twice${Date.now().toString(36)}`,
    email,
    nationality: "India",
    destination: "Canada",
    level: "Diploma",
  });
  await students.drawer.getByRole("button", { name: "Save student" }).dblclick();
  await expect(students.drawer).toBeHidden();
  const api = await apiOf(page);
  // Both clicks have landed once the list shows the student; the server kept one.
  await expect
    .poll(
      async () => (await api.get<{ count: number }>(`/partner/students/?search=${encodeURIComponent(email)}`)).count,
    )
    .toBe(1);
  const list = await api.get<{ count: number }>(`/partner/students/?search=${encodeURIComponent(email)}`);
  expect(list.count).toBe(1);
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
});

test("the students list is revalidated with its ETag: an unchanged list is asked with If-None-Match, a new student shows at once", async ({
  page,
}) => {
  await signInByApi(page, accounts.partner);
  const students = new StudentsPage(page);
  const listAnswer = () =>
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/partner/students/" && r.request().method() === "GET",
    );

  const first = listAnswer();
  await students.goto();
  const firstAnswer = await first;
  const tag = firstAnswer.headers().etag;
  expect(tag).toMatch(/^W\/"p\d+\./);
  expect(firstAnswer.headers()["pp-data-version"]).toMatch(/^\d+\./);
  await students.settled();

  // The same list again: the browser asks with If-None-Match and the tag still stands, so the server answers 304
  // (its tests prove that a matching tag always does) and Chromium hands the page the answer it kept.
  const again = listAnswer();
  await page.reload();
  const againAnswer = await again;
  expect((await againAnswer.request().allHeaders())["if-none-match"]).toBe(tag);
  expect(againAnswer.headers().etag).toBe(tag);
  await expect(students.rows().first()).toBeVisible();

  // A write moves the version: the next list is a new answer with the new student first.
  const surname = `Etag${Date.now().toString(36)}`;
  await newStudent(page, surname);
  const fresh = listAnswer();
  await page.reload();
  const freshAnswer = await fresh;
  expect(freshAnswer.status()).toBe(200);
  expect(freshAnswer.headers().etag).not.toBe(tag);
  await expect(students.rows().first()).toContainText(`Ines ${surname}`);
});
