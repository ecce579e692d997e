import { accounts, expect, seriousViolations, snap, test } from "../fixtures";
import { ApplicationDetailPage } from "../pages/applications-page";
import { dismissNotices, signInByApi } from "../session";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/**
 * Issue 35: the partner asks on an application, admissions answer with a file in another browser, and the partner's
 * page, left open, shows the answer and its file without a reload; each side sees the other's message marked new.
 */
test("the partner asks, admissions answer with a file, and the open page shows it live", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // One of the second partner's applications, found through the API.
  const admin = await signInByApi(page, accounts.admin);
  const auth = { Authorization: `Bearer ${admin.access}` };
  const partners = await (
    await page.request.get("/api/admin/partners/?search=Bright%20Future", { headers: auth })
  ).json();
  const partnerId = partners.results.data[0].id as number;
  const apps = await (
    await page.request.get(`/api/admin/applications/?partner=${partnerId}&page_size=1`, { headers: auth })
  ).json();
  const id = apps.results.data[0].id as number;

  // The partner, in its own browser, opens the application with the live stream connected.
  const partnerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const partnerPage = await partnerContext.newPage();
  await signInByApi(partnerPage, accounts.partner2);
  const streamOpen = partnerPage.waitForResponse((r) => r.url().includes("/api/notifications/stream/") && r.ok());
  const detail = new ApplicationDetailPage(partnerPage);
  await detail.goto(id);
  await streamOpen;
  const question = `Has the provider sent the offer yet? (${Date.now()})`;
  await detail.message.fill(question);
  await detail.send.click();
  await expect(detail.thread).toContainText(question);
  await expect(detail.message).toHaveValue("");

  // Admissions, in another browser: the question is marked new; they answer with a PDF.
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const adminPage = await adminContext.newPage();
  await signInByApi(adminPage, accounts.admin);
  await adminPage.goto(`/admin/applications/?partner=${partnerId}`);
  await expect(adminPage.getByTestId("unread-badge").first()).toBeVisible({ timeout: 20_000 });
  await adminPage.goto(`/admin/applications/${id}`);
  const adminThread = adminPage.getByRole("list", { name: "Message thread" });
  const asked = adminThread.getByTestId("message").filter({ hasText: question });
  await expect(asked).toContainText("Bright Future");
  await expect(asked).toContainText("New");
  const answer = "Yes: the conditional offer is attached.";
  await adminPage.getByRole("textbox", { name: "New message" }).fill(answer);
  const chooser = adminPage.waitForEvent("filechooser");
  await adminPage.getByRole("button", { name: "Attach a file" }).click();
  await (await chooser).setFiles({ name: "conditional-offer.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(adminPage.getByTestId("chosen-file")).toContainText("conditional-offer.pdf");
  await adminPage.getByRole("button", { name: "Send" }).click();
  await expect(adminThread).toContainText(answer);
  await expect(adminPage.getByTestId("chosen-file")).toHaveCount(0);
  await snap(adminPage, "conversation-admin");
  expect(await seriousViolations(adminPage, 'section[aria-labelledby="conversation-heading"]')).toEqual([]);

  // The partner's page, never reloaded, shows the answer with its file, marked new; the file downloads.
  const answered = detail.thread.getByTestId("message").filter({ hasText: answer });
  await expect(answered).toBeVisible({ timeout: 5_000 });
  await expect(answered).toContainText("Admissions");
  await expect(answered).toContainText("New");
  const download = partnerPage.waitForEvent("download");
  await answered.getByRole("button", { name: "Download conditional-offer.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("conditional-offer.pdf");
  await snap(partnerPage, "conversation-partner");
  expect(await seriousViolations(partnerPage, 'section[aria-labelledby="conversation-heading"]')).toEqual([]);

  // Once shown, it is read: admissions' copy says so after a reload.
  await expect
    .poll(async () => {
      await adminPage.reload();
      return adminThread.getByTestId("message").filter({ hasText: answer }).textContent();
    })
    .toContain("Read");
  await partnerContext.close();
  await adminContext.close();
  // Both bells as other specs in this worker expect them.
  await dismissNotices(page.request, accounts.admin, "application.message");
  await dismissNotices(page.request, accounts.partner2, "application.message");
});
