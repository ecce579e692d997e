import "../matching-strings";
import { Accordion, Badge, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { type Likelihood, useApplicationLikelihood } from "../api/get-application-likelihood";

/** The figure (or "Not enough history") and the sentence it rests on, beside a match or on an application. */
export function OfferLikelihood({ likelihood }: { likelihood: Likelihood }) {
  const { t } = useTranslation();
  const { formatPercent } = useFormat();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="offer-likelihood">
      <Badge
        variant="filled"
        // Dark enough for white text in both schemes (indigo.8 5.7:1, gray.7 8.6:1); axe checks it (e2e).
        color={likelihood.rate === null ? "gray.7" : "indigo.8"}
        tt="none"
        style={{ flexShrink: 0 }}
        aria-label={`${t("matches.likelihood.label")}: ${
          likelihood.rate === null ? t("matches.likelihood.none") : formatPercent(likelihood.rate / 100)
        }`}
      >
        {likelihood.rate === null ? t("matches.likelihood.none") : formatPercent(likelihood.rate / 100)}
      </Badge>
      <Text size="xs" c="dimmed">
        {likelihood.message}
      </Text>
    </Group>
  );
}

/** "How is the offer likelihood worked out?" in plain words. */
export function LikelihoodHow() {
  const { t } = useTranslation();
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="how-likelihood">
        <Accordion.Control>{t("matches.likelihood.howTitle")}</Accordion.Control>
        <Accordion.Panel>
          <Text size="sm">{t("matches.likelihood.how")}</Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** The offer likelihood card of an application's page (issue 18). */
export function ApplicationLikelihood({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const query = useApplicationLikelihood(applicationId);
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="likelihood-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="likelihood-title">
          {t("matches.likelihood.label")}
        </Title>
        {query.isPending ? (
          <Skeleton height={24} />
        ) : query.isError ? (
          <Text size="sm" c="red">
            {t("matches.likelihood.loadFailed")}
          </Text>
        ) : (
          <OfferLikelihood likelihood={query.data} />
        )}
        <LikelihoodHow />
      </Stack>
    </Paper>
  );
}
