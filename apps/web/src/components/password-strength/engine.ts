import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/**
 * The strength meter's judge (issue 17), loaded only when someone types a new password (its dictionaries are a few
 * hundred kilobytes): zxcvbn-ts with its common language package. `common` uses the same list and the same rule as
 * the server (apps/server/src/lib/common-passwords.ts): the whole password, ignoring case, is on the list.
 */
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
const common = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));

export interface Strength {
  /** 0 (guessed at once) to 4 (very hard to guess), as zxcvbn scores it. */
  score: 0 | 1 | 2 | 3 | 4;
  /** On the list of common passwords: the server refuses it. */
  common: boolean;
}

/** `userInputs`: the person's name, e-mail, company; judged word by word ("Priya Sharma" → priya, sharma). */
export function judge(password: string, userInputs: string[] = []): Strength {
  const isCommon = common.has(password.toLowerCase());
  const words = userInputs.flatMap((s) => s.toLowerCase().split(/[\s@._-]+/)).filter((w) => w.length >= 3);
  const { score } = zxcvbn.check(password, words);
  return { score: isCommon ? 0 : score, common: isCommon };
}
