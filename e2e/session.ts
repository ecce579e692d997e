import type { APIRequestContext, Page } from "@playwright/test";

type Account = { email: string; password: string };

/**
 * Signs `page` in without the form: the session comes from the login API and is written to the tab's session
 * storage before the app's scripts run, exactly as the form leaves it (without "Remember password"). The sign-in
 * form has its own specs (auth, a11y); everywhere else it is only the way in, and this way is several times faster.
 * Each call writes its session once per tab (a marker of its own), so a later sign-out or sign-in in the same tab
 * is not undone by a reload.
 */
export async function signInByApi(page: Page, account: Account) {
  const res = await page.request.post("/api/login/", { data: { email: account.email, password: account.password } });
  if (!res.ok())
    throw new Error(`Sign-in of ${account.email} through the API failed: ${res.status()} ${await res.text()}`);
  const { data } = (await res.json()) as {
    data: { access: string; refresh: string; role: string; user: unknown; permissions: string[] };
  };
  const marker = `e2e.session.${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ marker, s }) => {
      if (window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, "1");
      window.sessionStorage.setItem("accessToken", s.access);
      window.sessionStorage.setItem("refreshToken", s.refresh);
      window.sessionStorage.setItem("role", s.role);
      window.sessionStorage.setItem("user", JSON.stringify(s.user));
      window.sessionStorage.setItem("permissions", JSON.stringify(s.permissions));
    },
    { marker, s: data },
  );
  return data;
}

/**
 * Deletes `account`'s notifications of `kind` through the API: a spec whose action tells the Superadmin (a partner's
 * message on an application) leaves the Superadmin's bell as other specs expect to find it (only the welcome).
 */
export async function dismissNotices(
  request: APIRequestContext,
  account: Account,
  kind: string | ((kind: string) => boolean),
) {
  const matches = typeof kind === "string" ? (k: string) => k === kind : kind;
  const res = await request.post("/api/login/", { data: { email: account.email, password: account.password } });
  const auth = { Authorization: `Bearer ${((await res.json()) as { data: { access: string } }).data.access}` };
  const list = await (await request.get("/api/notifications/?page_size=100", { headers: auth })).json();
  for (const n of list.results.data as { id: number; kind: string }[]) {
    if (matches(n.kind)) await request.delete(`/api/notifications/${n.id}/`, { headers: auth });
  }
}
