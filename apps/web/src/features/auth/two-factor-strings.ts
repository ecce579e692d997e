import { registerStrings } from "../../lib/i18n/register";

/**
 * Strings of two-factor sign-in (issue 17): the sign-in's code step, the profile's card, the set-up screen some
 * people must pass first, and the company setting. They load with those screens only (never with /login's first load).
 */
export const twoFactorStrings = {
  twoFactor: {
    step: {
      title: "Two-factor sign-in",
      prompt: "Enter the 6-digit code from your authenticator app",
      recoveryPrompt: "Enter one of your recovery codes",
      code: "Code",
      recoveryCode: "Recovery code",
      submit: "Verify",
      useRecovery: "Use a recovery code instead",
      useApp: "Use the authenticator app instead",
      back: "Back to sign in",
      required: "Enter the code.",
      failed: "Could not verify the code. Please try again.",
    },
    card: {
      title: "Two-factor sign-in",
      description: "A code from an authenticator app on your phone, asked for at every sign-in after your password.",
      on: "On",
      off: "Off",
      statusOn: "Your sign-ins ask for a code from your authenticator app.",
      statusOff: "Only your password protects your sign-ins.",
      turnOn: "Turn on",
      turnOff: "Turn off",
      turnOffTitle: "Turn off two-factor sign-in",
      turnOffHelp: "Enter your password and a code from your app, or one of your recovery codes.",
      password: "Password",
      code: "Code or recovery code",
      cancel: "Cancel",
      turnedOn: "Two-factor sign-in is on.",
      turnedOff: "Two-factor sign-in is off.",
      turnOffFailed: "Could not turn off two-factor sign-in. Please try again.",
      required: "This is required.",
    },
    enroll: {
      scan: "Scan this QR code with your authenticator app (such as Google Authenticator or Microsoft Authenticator).",
      qrAlt: "QR code for your authenticator app",
      qrLoading: "Preparing the QR code…",
      manual: "Can't scan it? Type this key into the app instead:",
      secretLabel: "Setup key",
      code: "6-digit code from the app",
      confirm: "Confirm and turn on",
      required: "Enter the 6-digit code.",
      startFailed: "Could not start setting up two-factor sign-in. Please try again.",
      confirmFailed: "Could not turn on two-factor sign-in. Please try again.",
      recoveryTitle: "Save your recovery codes",
      recoveryHelp:
        "Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.",
      recoveryLabel: "Recovery codes",
      copy: "Copy",
      copied: "Copied",
      download: "Download",
      done: "I have saved my codes",
    },
    setup: {
      title: "Set up two-factor sign-in",
      intro: "Your account must use two-factor sign-in. Set it up now to continue to the portal.",
      start: "Start",
      signOut: "Sign out",
    },
    company: {
      title: "Sign-in security",
      requireLabel: "Require two-factor sign-in for sub-logins",
      requireHelp: "Sub-logins without it are asked to set it up at their next sign-in.",
      saved: "Saved.",
      failed: "Could not save the setting. Please try again.",
    },
  },
};

registerStrings(twoFactorStrings, import.meta.glob("./two-factor-strings.{ar,es,vi,zh}.ts"));
