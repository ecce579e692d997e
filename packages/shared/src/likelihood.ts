/**
 * Offer likelihood (issue 18): the share of similar past applications that reached an offer, from our own history.
 * Similar means the same provider or, when those are too few, the same destination and study level, from students
 * in the same English and grade bands. Below `LIKELIHOOD_MIN_BASIS` decided applications there is no figure at all.
 * The server counts the groups (a recurring job) and leaves the scored student's own applications out; this file
 * holds the bands and the sentence, the same for the server, its tests and the "How is this worked out?" text.
 */
import type { EnglishTest } from "./matching";

export const LIKELIHOOD_MIN_BASIS = 20;

/**
 * Each test's scores at which the second and third English bands start: about IELTS 6.0 and 7.0 (the usual
 * equivalences of TOEFL iBT, PTE Academic and Duolingo). Band 1 is below the first, 0 is "not known".
 */
export const ENGLISH_BAND_STARTS: Record<EnglishTest, [number, number]> = {
  IELTS: [6, 7],
  TOEFL: [79, 94],
  PTE: [50, 65],
  Duolingo: [105, 120],
};
/** Grade bands by percentage: below 60, 60 to 74, 75 and above (0: not known). */
export const GRADE_BAND_STARTS: [number, number] = [60, 75];

const band = (value: number, [second, third]: [number, number]) => (value >= third ? 3 : value >= second ? 2 : 1);

export function englishBand(test: string | null | undefined, overall: number | null | undefined): number {
  const starts = test ? ENGLISH_BAND_STARTS[test as EnglishTest] : undefined;
  if (!starts || overall === null || overall === undefined || !Number.isFinite(overall)) return 0;
  return band(overall, starts);
}

export function gradeBand(percent: number | null | undefined): number {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return 0;
  return band(percent, GRADE_BAND_STARTS);
}

export interface OfferCounts {
  decided: number;
  offers: number;
}

export interface Likelihood {
  /** Percent of `basis` that reached an offer; null below `LIKELIHOOD_MIN_BASIS`. */
  rate: number | null;
  /** How many decided applications the figure rests on (or, without a figure, the most a group had). */
  basis: number;
  group: "provider" | "destination_level";
  message: string;
}

/** The likelihood from the provider's group and, when that is too small, the destination and level's. */
export function likelihoodFrom(provider: OfferCounts, destinationLevel: OfferCounts): Likelihood {
  const percent = (c: OfferCounts) => Math.round((100 * c.offers) / c.decided);
  if (provider.decided >= LIKELIHOOD_MIN_BASIS) {
    const rate = percent(provider);
    const basis = provider.decided;
    return {
      rate,
      basis,
      group: "provider",
      message: `${rate}% of ${basis} similar decided applications to this provider reached an offer.`,
    };
  }
  if (destinationLevel.decided >= LIKELIHOOD_MIN_BASIS) {
    const rate = percent(destinationLevel);
    const basis = destinationLevel.decided;
    return {
      rate,
      basis,
      group: "destination_level",
      message: `${rate}% of ${basis} similar decided applications for this level in this country reached an offer.`,
    };
  }
  const basis = Math.max(provider.decided, destinationLevel.decided);
  return {
    rate: null,
    basis,
    group: basis === provider.decided ? "provider" : "destination_level",
    message: `Too little history for a figure: ${basis} similar decided applications, and a figure needs at least 20.`,
  };
}
