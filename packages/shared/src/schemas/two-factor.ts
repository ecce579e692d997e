import { z } from "zod";
import { loginPasswordField } from "./fields";

/** The error code of a 403 for someone who must set up two-factor sign-in first. */
export const TWO_FACTOR_SETUP_REQUIRED = "two_factor_setup_required";

/** A 6-digit code from the authenticator app, or (where allowed) a recovery code such as "k7m2-q9xp". */
export const twoFactorCodeField = z
  .string({ error: "Enter the code from your authenticator app." })
  .trim()
  .min(6, "Enter the code from your authenticator app.")
  .max(20, "Enter the code from your authenticator app.");

export const twoFactorStartData = z.object({
  /** Base32, to type into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/... for the QR code. */
  otpauth_url: z.string(),
});
export type TwoFactorStartData = z.infer<typeof twoFactorStartData>;

export const twoFactorConfirmBody = z.object({ code: twoFactorCodeField });
export type TwoFactorConfirmBody = z.input<typeof twoFactorConfirmBody>;

export const twoFactorConfirmData = z.object({ recovery_codes: z.array(z.string()) });
export type TwoFactorConfirmData = z.infer<typeof twoFactorConfirmData>;

export const twoFactorDisableBody = z.object({ password: loginPasswordField, code: twoFactorCodeField });
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBody>;

export const loginTwoFactorBody = z.object({
  challenge_token: z.string({ error: "Sign in again." }).min(1, "Sign in again.").max(200, "Sign in again."),
  code: twoFactorCodeField,
});
export type LoginTwoFactorBody = z.input<typeof loginTwoFactorBody>;

export const partnerSettings = z.object({ require_two_factor: z.boolean() });
export type PartnerSettings = z.infer<typeof partnerSettings>;
export const partnerSettingsBody = z.object({
  require_two_factor: z.boolean({ error: "Say whether sub-logins must use two-factor sign-in." }),
});
export type PartnerSettingsBody = z.input<typeof partnerSettingsBody>;
