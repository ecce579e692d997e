import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { accounts, expect, seriousViolations, test } from "../fixtures";
import { signInAs } from "../pages/header";

test.describe("webhooks (issue 19)", () => {
  test("the partner's owner registers an endpoint (secret shown once), sends a test event, sees it delivered in the log", async ({
    page,
  }) => {
    // A receiver on the loopback address (the e2e server runs with WEBHOOK_ALLOW_PRIVATE=1).
    const got: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => {
        body += c.toString();
      });
      req.on("end", () => {
        got.push({ headers: req.headers, body });
        res.end("ok");
      });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      await signInAs(page, accounts.partner);
      await page.goto("/partner/integrations");
      const card = page.getByRole("region", { name: "Webhooks" });
      await card.getByRole("button", { name: "Add endpoint" }).click();
      const form = page.getByRole("dialog", { name: "Add a webhook endpoint" });
      await form.getByRole("textbox", { name: /Endpoint URL/ }).fill(url);
      await form.getByRole("textbox", { name: /Description/ }).fill("E2E receiver");
      await form.getByRole("checkbox", { name: /application\.status_changed/ }).check();
      await form.getByRole("button", { name: "Add endpoint" }).click();

      const shown = page.getByRole("dialog", { name: "Signing secret" });
      const secret = ((await shown.getByTestId("webhook-secret").textContent()) ?? "").trim();
      expect(secret).toMatch(/^whsec_/);
      await expect(shown.getByRole("button", { name: "Copy" })).toBeVisible();
      await shown.getByRole("button", { name: "Done" }).click();
      await expect(page.getByText(secret)).toHaveCount(0);

      const row = card.getByTestId("webhook").filter({ hasText: url });
      await expect(row.getByText("Active")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await row.getByRole("button", { name: `Actions for ${url}` }).click();
      await page.getByRole("menuitem", { name: "Send test event" }).click();
      await expect(page.getByText("Test event sent. It appears in the delivery log.")).toBeVisible();
      await expect.poll(() => got.length).toBe(1);
      // Signed with the secret shown once.
      const h = got[0]!.headers;
      const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
      const expected = createHmac("sha256", key)
        .update(`${h["webhook-id"]}.${h["webhook-timestamp"]}.${got[0]!.body}`)
        .digest("base64");
      expect(h["webhook-signature"]).toBe(`v1,${expected}`);

      await row.getByRole("button", { name: `Actions for ${url}` }).click();
      await page.getByRole("menuitem", { name: "Delivery log" }).click();
      const log = page.getByRole("dialog", { name: `Deliveries to ${url}` });
      const entry = log.getByTestId("delivery").first();
      await expect(entry.getByTestId("delivery-status")).toHaveText("Delivered");
      await entry.getByRole("button", { name: /webhook\.test/ }).click();
      await expect(entry.getByText(/HTTP 200 in \d+ ms/)).toBeVisible();
      await expect(entry.getByText(String(h["webhook-id"]))).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await new Promise((r) => receiver.close(r));
    }
  });
});
