import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { MeData } from "@pp/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Ltr } from "../../../components/ltr";
import { formatDateTime } from "../../../lib/format";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.4}>
        {label}
      </Text>
      <Text component="dd" m={0} mt={2} fw={500} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** What the user cannot change here: e-mail, role, partner, last sign-in. */
export function AccountCard({ me }: { me: MeData }) {
  const { t } = useTranslation();
  const { user } = me;
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t("profile.account.title")}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" m={0}>
          <Field label={t("profile.account.email")}>
            <Ltr>{user.email}</Ltr>
          </Field>
          <Field label={t("profile.account.role")}>
            <Group gap={6} component="span">
              {t(`header.profile.roles.${me.role}`)}
              {user.is_sub_login && (
                <Badge component="span" variant="light" color="gray" size="sm">
                  {t("header.profile.subLogin")}
                </Badge>
              )}
            </Group>
          </Field>
          <Field label={t("profile.account.partner")}>
            {me.partner?.company_name ?? user.partner_name ?? t("profile.account.noPartner")}
          </Field>
          <Field label={t("profile.account.lastLogin")}>
            {user.last_login_at ? (
              <time dateTime={user.last_login_at}>{formatDateTime(user.last_login_at)}</time>
            ) : (
              t("profile.account.never")
            )}
          </Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
