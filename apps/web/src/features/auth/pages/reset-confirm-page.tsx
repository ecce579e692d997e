import "../account-strings";
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../../lib/paths";
import { AuthLayout } from "../components/auth-layout";
import { ResetConfirmForm } from "../components/reset-confirm-form";

export function ResetConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // A new sub-login's invitation: a first password, not a replacement (issue 20).
  const first = params.get("welcome") === "1";
  return (
    <AuthLayout>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26}>
            {first ? t("auth.resetConfirm.firstTitle") : t("auth.resetConfirm.title")}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {first ? t("auth.resetConfirm.firstSubtitle") : t("auth.resetConfirm.subtitle")}
          </Text>
        </div>
        <ResetConfirmForm token={params.get("token") ?? ""} first={first} />
        <Anchor component={Link} to={paths.login.href()} size="sm" fw={600} ta="center">
          <IconArrowLeft size={14} style={{ verticalAlign: "-2px", marginInlineEnd: 4 }} />
          {t("auth.backToSignIn")}
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
