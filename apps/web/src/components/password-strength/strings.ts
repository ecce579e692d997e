import { registerStrings } from "../../lib/i18n/register";

/** Strings of the password strength meter (issue 17): sign-up, reset and change of password. */
export const passwordStrengthStrings = {
  passwordStrength: {
    label: "Password strength",
    summary: "Password strength: {{level}}",
    levels: {
      veryWeak: "Very weak",
      weak: "Weak",
      fair: "Fair",
      strong: "Strong",
      veryStrong: "Very strong",
    },
    common: "This password is on lists of common passwords and will not be accepted.",
    hint: "Longer is stronger: a few unrelated words make a password that is easy to remember and hard to guess.",
  },
};

registerStrings(passwordStrengthStrings, import.meta.glob("./strings.{ar,es,vi,zh}.ts"));
