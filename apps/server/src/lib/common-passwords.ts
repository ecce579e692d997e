import { invalid } from "./errors";

let common: Promise<Set<string>> | undefined;

/**
 * The list of common passwords that zxcvbn-ts ships (@zxcvbn-ts/language-common, about 30,000 entries from public
 * breach corpora), lower-cased into a set on first use: the web app's strength meter (issue 17) judges with the same
 * list, so a password the meter calls "too common" is the one the server refuses.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => p.toLowerCase())),
  );
  return common;
}

/** Whether this password, ignoring case, is on the list of common passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** Refuses (400, on `field`) a new password that is on the list of common passwords. */
export async function assertUncommonPassword(password: string, field = "password") {
  if (await isCommonPassword(password)) {
    throw invalid({ [field]: ["This password is too common. Choose one that is harder to guess."] });
  }
}
