import { registerStrings } from "../../lib/i18n/register";

/**
 * Strings of the account pages beyond sign-in (sign-up, password reset, the profile's password form). They load
 * with those pages, so the first load of /login carries only the sign-in page's own (docs/decisions/011).
 */
export const accountStrings = {
  auth: {
    backToSignIn: "Back to sign in",
    fields: {
      newPassword: "New password",
      confirmPassword: "Confirm password",
      passwordRule: "At least 8 characters, with an upper-case letter, a lower-case letter and a digit.",
      fullName: "Full name",
      companyName: "Company name",
      country: "Country",
      countryPlaceholder: "Search your country",
      countryNotFound: "No country matches",
    },
    validation: {
      passwordsMismatch: "Passwords do not match.",
    },
    signUp: {
      title: "Register your agency",
      subtitle: "Create a partner account. Our team reviews every registration before the first sign-in.",
      terms: "I agree to the <terms>Terms & Conditions</terms> and the <privacy>Privacy Policy</privacy>.",
      submit: "Create Account",
      failed: "Registration failed. Please try again.",
      countriesFailed: "Could not load the list of countries. Please reload the page.",
      haveAccount: "Already registered?",
      signIn: "Sign in",
      doneTitle: "Registration received",
      doneThanks: "Thank you, {{name}}. We have received the registration for {{company}}.",
      doneNext: "Approval is pending: our team will review it, and once it is approved you can sign in as {{email}}.",
      backToSignIn: "Back to sign in",
    },
    reset: {
      title: "Reset your password",
      subtitle: "Enter the email you sign in with and we will send you a link to choose a new password.",
      submit: "Send reset link",
      failed: "Could not send the reset link. Please try again.",
    },
    resetConfirm: {
      title: "Choose a new password",
      subtitle: "Your new password replaces the old one and signs you out everywhere else.",
      submit: "Set new password",
      failed: "Could not change the password. Please try again.",
      requestNew: "Request a new link",
      firstTitle: "Choose your password",
      firstSubtitle: "Choose the password you will sign in with. You can change it later in your profile.",
      firstSubmit: "Set password",
    },
  },
};

registerStrings(accountStrings, import.meta.glob("./account-strings.{ar,es,vi,zh}.ts"));
