import { z } from "zod";

/** Envelope for one object or a lookup list. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Envelope for a paged list, as the contract of SPEC.md section 7. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.object({ data: z.array(item) }),
  });

export const errorBody = z.object({
  status_code: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** On a 409 for a duplicate: the id of the record that already exists. */
  existing_id: z.number().int().optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, "Page starts at 1.").default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_SIZE_MAX, `Page size is at most ${PAGE_SIZE_MAX}.`)
    .default(PAGE_SIZE_DEFAULT),
});

/** API paths shared by the server and the web client (relative to /api). */
export const apiPaths = {
  login: "/login/",
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
} as const;
