import { z } from "zod";
import { LANGUAGE_CODES } from "../languages";
import { loginPasswordField, nameField, newPasswordField } from "./fields";
import { LANDING_PAGES } from "./my-day";

export const phoneField = z
  .string()
  .trim()
  .max(40, "Phone number is too long.")
  .regex(/^[+()\d\s.-]*$/, "Use digits, spaces and + ( ) - . only.")
  .transform((v) => (v === "" ? null : v));

export const profileUpdateBody = z.object({
  name: nameField("Name").optional(),
  phone: phoneField.nullable().optional(),
  // null clears the choice: the browser's language decides again.
  language: z
    .enum(LANGUAGE_CODES, { error: "Choose English, Arabic, Chinese, Spanish or Vietnamese." })
    .nullable()
    .optional(),
  // Where signing in lands (issue 36); null goes back to the default for the account.
  landing_page: z.enum(LANDING_PAGES, { error: "Choose My day or the dashboard." }).nullable().optional(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

export const passwordChangeBody = z
  .object({
    current_password: loginPasswordField,
    password: newPasswordField,
    confirm_password: z.string({ error: "Confirm your new password." }).min(1, "Confirm your new password."),
  })
  .refine((v) => v.password === v.confirm_password, { path: ["confirm_password"], message: "Passwords do not match." })
  .refine((v) => v.password !== v.current_password, {
    path: ["password"],
    message: "The new password must differ from the current one.",
  });
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

/** One of a person's signed-in sessions (GET me/sessions/); `browser` and `os` are "" when unknown. */
export const sessionItem = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session the request came from. */
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;
