import { accounts, expect, seriousViolations, test } from "../fixtures";
import { signInAs } from "../pages/header";

test.describe("API keys (issue 19)", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("the partner's owner creates a key (shown once, copied), the key reads students, revoked it is refused", async ({
    page,
    request,
  }) => {
    const name = `E2E sync ${Date.now()}`;
    await signInAs(page, accounts.partner);
    await page.goto("/partner/integrations");
    const card = page.getByRole("region", { name: "API keys" });
    await card.getByRole("button", { name: "Create API key" }).click();
    const form = page.getByRole("dialog", { name: "Create API key" });
    await form.getByRole("textbox", { name: /Name/ }).fill(name);
    await form.getByRole("checkbox", { name: /students:read/ }).check();
    await form.getByRole("button", { name: "Create key" }).click();

    const shown = page.getByRole("dialog", { name: "Your new API key" });
    await expect(shown.getByText(/it will not be shown again/)).toBeVisible();
    const key = ((await shown.getByTestId("new-api-key").textContent()) ?? "").trim();
    expect(key).toMatch(/^pp_live_[\w-]{43}$/);
    await shown.getByRole("button", { name: "Copy key" }).click();
    await expect(shown.getByRole("button", { name: "Copied", exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await shown.getByRole("button", { name: "I have copied the key" }).click();
    await expect(shown).toBeHidden();
    await expect(page.getByText(key)).toHaveCount(0);

    const ok = await request.get("/api/partner/students/", { headers: { authorization: `Bearer ${key}` } });
    expect(ok.status()).toBe(200);
    expect(Number(ok.headers()["ratelimit-remaining"])).toBeGreaterThan(0);
    // Outside its scope (students:read only), a sentence says which scope it lacks.
    const outside = await request.get("/api/partner/application/", { headers: { authorization: `Bearer ${key}` } });
    expect(outside.status()).toBe(403);
    expect((await outside.json()).message).toBe("This API key does not have the applications:read scope.");

    // The list shows its use, never the key; the card passes axe.
    await page.reload();
    const row = card.getByTestId("api-key-row").filter({ hasText: name });
    await expect(row).toContainText("127.0.0.1");
    await expect(row).toContainText(key.slice(0, 12));
    await expect(page.getByText(key)).toHaveCount(0);
    expect(await seriousViolations(page, "#api-keys")).toEqual([]);

    await row.getByRole("button", { name: `Revoke the key ${name}` }).click();
    const ask = page.getByRole("dialog", { name: "Revoke this API key?" });
    await ask.getByRole("button", { name: "Revoke key" }).click();
    await expect(card.getByText(`The key “${name}” is revoked.`)).toBeVisible();
    await expect(row).toContainText("Revoked");
    const refused = await request.get("/api/partner/students/", { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).message).toBe("This API key has been revoked.");
  });
});
