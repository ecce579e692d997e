import type { Locator, Page } from "@playwright/test";

/** The sign-in page, as a user sees it. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly remember: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole("textbox", { name: "Email" });
    this.password = page.getByRole("textbox", { name: "Password", exact: true });
    this.remember = page.getByRole("checkbox", { name: "Remember password" });
    this.submit = page.getByRole("button", { name: "Sign In" });
    this.error = page.locator("form").getByRole("alert");
  }

  async goto(path = "/login") {
    await this.page.goto(path);
    await this.submit.waitFor();
  }

  async signIn(email: string, password: string, options: { remember?: boolean } = {}) {
    await this.email.fill(email);
    await this.password.fill(password);
    if (options.remember) await this.remember.check();
    await this.submit.click();
  }
}
