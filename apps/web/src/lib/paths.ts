/** Every route of the app, with href builders, so no URL is typed twice. */
export const paths = {
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

/** Where a signed-in user lands. */
export const HOME_PATH = paths.dashboard.href();
