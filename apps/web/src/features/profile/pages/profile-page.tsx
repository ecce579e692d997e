import { Container, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/load-failed";
import { useMe } from "../../../lib/auth/me";
import { LandingChoice } from "../../my-day/components/landing-choice";
import { AccountCard } from "../components/account-card";
import { PasswordForm } from "../components/password-form";
import { ProfileForm } from "../components/profile-form";
import { SessionsCard } from "../components/sessions-card";
import { TwoFactorCard } from "../components/two-factor-card";

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section">
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {description}
      </Text>
      {children}
    </Paper>
  );
}

/** /profile: the account at a glance, name and phone, a password change, two-factor sign-in and the sessions. */
export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("profile.title")}
          </Title>
          <Text c="dimmed" mt={4}>
            {t("profile.description")}
          </Text>
        </div>
        {me.isPending ? (
          <Stack gap="lg" aria-busy>
            <Skeleton height={140} radius="lg" />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Skeleton height={280} radius="lg" />
              <Skeleton height={280} radius="lg" />
            </SimpleGrid>
          </Stack>
        ) : me.isError ? (
          <LoadFailed
            title={t("profile.loadFailed")}
            error={me.error}
            retryLabel={t("profile.retry")}
            onRetry={() => void me.refetch()}
          />
        ) : (
          <>
            <AccountCard me={me.data} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Section title={t("profile.details.title")} description={t("profile.details.description")}>
                <ProfileForm key={me.data.user.id} user={me.data.user} />
              </Section>
              <Section title={t("profile.password.title")} description={t("profile.password.description")}>
                <PasswordForm />
              </Section>
            </SimpleGrid>
            {me.data.user.role === "Partner" && <LandingChoice user={me.data.user} />}
            <TwoFactorCard me={me.data} />
            <SessionsCard />
          </>
        )}
      </Stack>
    </Container>
  );
}
