import { registerStrings } from "../../lib/i18n/register";

/** Strings of the profile's Sessions card (issue 17). */
export const sessionsStrings = {
  sessions: {
    title: "Sessions",
    description: "Where your account is signed in. End any session you do not recognise, then change your password.",
    device: "{{browser}} on {{os}}",
    unknownBrowser: "Unknown browser",
    unknownOs: "unknown system",
    thisDevice: "This device",
    address: "Address",
    signedIn: "Signed in {{when}}",
    lastActive: "Last active {{when}}",
    end: "Sign out",
    endLabel: "Sign out {{device}}",
    endOthers: "Sign out everywhere else",
    endedOthers_one: "Signed out of {{count}} other session.",
    endedOthers_other: "Signed out of {{count}} other sessions.",
    ended: "That session is signed out.",
    onlyThis: "This is your only session.",
    loadFailed: "Could not load your sessions.",
    retry: "Try again",
    failed: "Could not sign that session out. Please try again.",
  },
};

registerStrings(sessionsStrings, import.meta.glob("./sessions-strings.{ar,es,vi,zh}.ts"));
