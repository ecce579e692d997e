import { Group, Stack, Text } from "@mantine/core";
import type { MatchItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { EligibilityBadge, MatchScore } from "../../students/components/match-badges";
import { OfferLikelihood } from "../../students/components/offer-likelihood";

/**
 * What a course card of the finder shows when a student is chosen (issue 18): the verdict, the score, the
 * requirements the student does not meet (the student's page has them all) and, for a course they can enter, the
 * offer likelihood.
 */
export function CardMatch({ match }: { match: MatchItem }) {
  const { t } = useTranslation();
  const short = match.reasons.filter((r) => r.status === "not_met");
  return (
    <Stack gap={6} mt={6} data-testid="card-match">
      <Group gap="xs">
        <EligibilityBadge eligibility={match.eligibility} />
        <MatchScore score={match.score} />
      </Group>
      {short.length > 0 && (
        <Stack gap={2} aria-label={t("matches.reasonsLabel")}>
          {short.map((r) => (
            <Text key={r.requirement} size="xs" c="light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))">
              {r.message}
            </Text>
          ))}
        </Stack>
      )}
      {match.likelihood && <OfferLikelihood likelihood={match.likelihood} />}
    </Stack>
  );
}
