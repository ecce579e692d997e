/**
 * The routes a visitor reaches before signing in, and where a signed-in user lands. Kept apart from the
 * signed-in routes so the first load of /login does not carry the whole route table (docs/decisions/011).
 */
export const publicPaths = {
  root: { path: "/", href: () => "/" },
  login: { path: "/login", href: () => "/login" },
  signUp: { path: "/authentication/sign-up/sign-up-basic", href: () => "/authentication/sign-up/sign-up-basic" },
  firebaseSignUp: { path: "/firebase/signup", href: () => "/firebase/signup" },
  resetRequest: {
    path: "/authentication/reset-password/reset-basic",
    href: () => "/authentication/reset-password/reset-basic",
  },
  resetConfirm: {
    path: "/authentication/reset-password/confirm",
    href: (token: string) => `/authentication/reset-password/confirm?token=${encodeURIComponent(token)}`,
  },
  terms: { path: "/pages/terms-conditions", href: () => "/pages/terms-conditions" },
  privacy: { path: "/pages/privacy-policy", href: () => "/pages/privacy-policy" },
  dashboard: { path: "/dashboard/sales", href: () => "/dashboard/sales" },
} as const;

/** A partner person's day (issue 36): a sub-login's landing page, and an owner's if they choose it (signed in). */
export const MY_DAY_PATH = "/partner/my-day";

/** Where a signed-in user lands by default (the header's home link, the 404 page). */
export const HOME_PATH = publicPaths.dashboard.href();

/** Where signing in lands this person: My day when their account says so (decision 053), else the dashboard. */
export const landingPathOf = (user: { landing_page?: string } | null | undefined) =>
  user?.landing_page === "my_day" ? MY_DAY_PATH : HOME_PATH;
