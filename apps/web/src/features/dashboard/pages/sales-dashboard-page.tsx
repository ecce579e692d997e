import { Alert, Badge, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconBuildingCommunity, IconShieldCheck, IconUser } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useMe } from "../../../lib/auth/me";
import { useSession } from "../../../lib/auth/session-store";

function InfoCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="sm" mb="xs" c="dimmed">
        {icon}
        <Text size="xs" tt="uppercase" fw={700} lts={0.5}>
          {label}
        </Text>
      </Group>
      {children}
    </Paper>
  );
}

export function SalesDashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  const storedUser = useSession((s) => s.user);
  const user = me.data?.user ?? storedUser;
  const partner = me.data?.partner;
  const role = me.data?.role ?? user?.role;

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Text c="dimmed" size="sm" fw={500}>
            {t("dashboard.sales.eyebrow")}
          </Text>
          {user ? (
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {t("dashboard.sales.welcome", { name: user.name })}
            </Title>
          ) : (
            <Skeleton height={36} width={320} mt={4} />
          )}
          {(partner?.company_name ?? user?.partner_name) && (
            <Text size="lg" c="dimmed" mt={4} data-testid="partner-name">
              {partner?.company_name ?? user?.partner_name}
            </Text>
          )}
        </div>

        {me.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(me.error, t("dashboard.sales.loadFailed"))}
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <InfoCard icon={<IconUser size={18} />} label={t("dashboard.sales.account")}>
            {user ? (
              <>
                <Text fw={600}>{user.name}</Text>
                <Text size="sm" c="dimmed">
                  {user.email}
                </Text>
              </>
            ) : (
              <Skeleton height={40} />
            )}
          </InfoCard>
          <InfoCard icon={<IconShieldCheck size={18} />} label={t("dashboard.sales.access")}>
            <Group gap="xs">
              {role && <Badge variant="light">{role}</Badge>}
              {user?.is_sub_login && (
                <Badge variant="light" color="gray">
                  {t("dashboard.sales.subLogin")}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" mt="xs">
              {t("dashboard.sales.permissions", { count: me.data?.permissions.length ?? 0 })}
            </Text>
          </InfoCard>
          <InfoCard icon={<IconBuildingCommunity size={18} />} label={t("dashboard.sales.organisation")}>
            {me.isPending ? (
              <Skeleton height={40} />
            ) : partner ? (
              <>
                <Text fw={600}>{partner.company_name}</Text>
                <Badge mt={6} variant="dot" color={partner.status === "active" ? "teal" : "orange"}>
                  {t(`dashboard.sales.partnerStatus.${partner.status}`, { defaultValue: partner.status })}
                </Badge>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t("dashboard.sales.noPartner")}
              </Text>
            )}
          </InfoCard>
        </SimpleGrid>

        <Paper withBorder radius="lg" p="xl">
          <Title order={2} fz="lg">
            {t("dashboard.sales.nextTitle")}
          </Title>
          <Text c="dimmed" mt="xs">
            {t("dashboard.sales.nextBody")}
          </Text>
        </Paper>
      </Stack>
    </Container>
  );
}
