import "../account-strings";
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { AuthLayout } from "../components/auth-layout";
import { ResetRequestForm } from "../components/reset-request-form";

export function ResetRequestPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26}>
            {t("auth.reset.title")}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t("auth.reset.subtitle")}
          </Text>
        </div>
        <ResetRequestForm />
        <Anchor component={Link} to={paths.login.href()} size="sm" fw={600} ta="center">
          <IconArrowLeft size={14} style={{ verticalAlign: "-2px", marginInlineEnd: 4 }} />
          {t("auth.backToSignIn")}
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
