/**
 * API paths, free of zod so that the sign-in page can import them without the schema library
 * (`@pp/shared/paths`). Also re-exported from the package root.
 */
/** API paths shared by the server and the web client (relative to /api). */
export const apiPaths = {
  login: "/login/",
  /** The second step of a sign-in with two-factor on: the challenge and a code. */
  loginTwoFactor: "/login/2fa/",
  tokenRefresh: "/token/refresh/",
  logout: "/logout/",
  me: "/me/",
  signup: "/signup/",
  passwordReset: "/password-reset/",
  passwordResetConfirm: "/password-reset/confirm/",
  signupCountries: "/signup/countries/",
  health: "/health",
  ready: "/ready",
} as const;

export const notificationPaths = {
  list: "/notifications/",
  read: (id: number | string) => `/notifications/${id}/read/`,
  readAll: "/notifications/read-all/",
  one: (id: number | string) => `/notifications/${id}/`,
  /** Server-sent events: `notification` with a NotificationItem, and a comment every 25 s to keep it open. */
  stream: "/notifications/stream/",
} as const;

export const profilePaths = {
  me: "/me/",
  password: "/me/password/",
  /** POST starts a set-up (a new pending secret), DELETE turns two-factor sign-in off. */
  twoFactor: "/me/2fa/",
  twoFactorConfirm: "/me/2fa/confirm/",
  /** GET lists the live sessions; DELETE ends every one but the caller's ("sign out everywhere else"). */
  sessions: "/me/sessions/",
  session: (id: string) => `/me/sessions/${id}/`,
} as const;

/** The partner owner's settings for the whole company (issue 17: require two-factor for sub-logins). */
export const partnerSettingsPaths = {
  settings: "/partner/settings/",
} as const;

/**
 * The web app's addresses a visitor reaches before signing in (its `lib/public-paths.ts`: sign-in, sign-up, password
 * reset, terms, privacy). The server answers them with the plain page (`index.html`) and every other client address
 * with the page that preloads the signed-in shell (`app.html`, decision 036); a web test keeps the two in step.
 */
export const PUBLIC_PAGE_ADDRESS = /^\/(login|authentication|firebase|pages)(\/|$)/;
