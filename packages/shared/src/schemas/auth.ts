import { z } from "zod";
import { LANGUAGE_CODES } from "../languages";
import { INT4_MAX, INT4_MESSAGE } from "../limits";
import { emailField, loginPasswordField, nameField, newPasswordField } from "./fields";
import { LANDING_PAGES } from "./my-day";

export const ROLES = ["Partner", "Superadmin"] as const;
export type Role = (typeof ROLES)[number];

export const loginBody = z.object({
  email: emailField,
  password: loginPasswordField,
});
export type LoginBody = z.input<typeof loginBody>;

export const sessionUser = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  is_sub_login: z.boolean(),
  partner_id: z.number().int().max(INT4_MAX, INT4_MESSAGE).nullable(),
  partner_name: z.string().nullable(),
  last_login_at: z.string().nullable(),
  /** The interface language the person chose; null until they choose (the browser's decides). */
  language: z.enum(LANGUAGE_CODES).nullable(),
  /** An authenticator app confirms this person's sign-ins (issue 17). */
  two_factor_enabled: z.boolean(),
  /** This person must set up two-factor sign-in before anything else (Superadmin, or their partner requires it). */
  two_factor_required: z.boolean(),
  /** Where signing in lands: the person's choice, else My day for a sub-login and the dashboard for the rest. */
  landing_page: z.enum(LANDING_PAGES),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const tokenPair = z.object({
  access: z.string(),
  refresh: z.string(),
});

export const loginData = tokenPair.extend({
  role: z.enum(ROLES),
  user: sessionUser,
  permissions: z.array(z.string()),
});
export type LoginData = z.infer<typeof loginData>;

/** A right password for an account with two-factor sign-in: no tokens yet, a challenge for POST login/2fa/. */
export const loginChallenge = z.object({
  two_factor_required: z.literal(true),
  challenge_token: z.string(),
});
export type LoginChallenge = z.infer<typeof loginChallenge>;

/** What POST login/ answers: a session, or the challenge of the second step. */
export const loginAnswer = z.union([loginData, loginChallenge]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const refreshBody = z.object({
  refresh: z.string({ error: "Refresh token is required." }).min(1, "Refresh token is required."),
});

export const meData = z.object({
  user: sessionUser,
  role: z.enum(ROLES),
  partner: z
    .object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), company_name: z.string(), status: z.string() })
    .nullable(),
  permissions: z.array(z.string()),
});
export type MeData = z.infer<typeof meData>;

export const signupBody = z
  .object({
    full_name: nameField("Full name"),
    company_name: nameField("Company name"),
    email: emailField,
    password: newPasswordField,
    confirm_password: z.string({ error: "Confirm your password." }).min(1, "Confirm your password."),
    country_id: z.coerce
      .number({ error: "Choose your country." })
      .int("Choose your country.")
      .positive("Choose your country."),
    terms_accepted: z.literal(true, {
      error: "You must accept the terms and the privacy policy.",
    }),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ["confirm_password"],
    message: "Passwords do not match.",
  });
export type SignupBody = z.input<typeof signupBody>;

export const passwordResetBody = z.object({ email: emailField });

export const passwordResetConfirmBody = z
  .object({
    token: z.string({ error: "Reset token is required." }).min(1, "Reset token is required."),
    password: newPasswordField,
    confirm_password: z.string().optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.password === v.confirm_password, {
    path: ["confirm_password"],
    message: "Passwords do not match.",
  });
