import "../matching-strings";
import { Badge } from "@mantine/core";
import type { MatchItem } from "@pp/shared";
import { useTranslation } from "react-i18next";

// Dark enough for white text (teal.9 5:1, red.9 5.4:1); yellow takes dark text (autoContrast). axe checks it (e2e).
// Another level (not a match) is gray.7, 8.6:1 with white like the likelihood's "Not enough history".
const VERDICT_COLOR = {
  eligible: "teal.9",
  conditional: "yellow.4",
  not_eligible: "red.9",
  other_level: "gray.7",
} as const;

/** A match's score out of 100. */
export function MatchScore({ score }: { score: number }) {
  const { t } = useTranslation();
  return (
    <Badge size="lg" variant="light" color="violet" role="img" aria-label={t("matches.scoreLabel", { score })}>
      {t("matches.score", { score })}
    </Badge>
  );
}

/** Eligible, conditional or not eligible, in the verdict's colour. */
export function EligibilityBadge({ eligibility }: { eligibility: MatchItem["eligibility"] }) {
  const { t } = useTranslation();
  return (
    <Badge color={VERDICT_COLOR[eligibility]} variant="filled" autoContrast data-testid="match-eligibility">
      {t(`matches.eligibility.${eligibility}`)}
    </Badge>
  );
}
