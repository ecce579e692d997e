import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconClockExclamation } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation } from "react-router";
import { useSession } from "../../../lib/auth/session-store";
import { HOME_PATH, paths } from "../../../lib/paths";
import { AuthLayout } from "../components/auth-layout";
import { LoginForm } from "../components/login-form";

type LoginState = { from?: string; notice?: string } | null;

/** Only paths inside this app, never another origin. */
function safeReturnPath(from: string | undefined) {
  return from?.startsWith("/") && !from.startsWith("//") ? from : HOME_PATH;
}

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = location.state as LoginState;
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const [expired] = useState(() => useSession.getState().expired);
  const acknowledgeExpiry = useSession((s) => s.acknowledgeExpiry);

  useEffect(() => {
    if (expired) acknowledgeExpiry();
  }, [expired, acknowledgeExpiry]);

  if (isAuthenticated) return <Navigate to={safeReturnPath(state?.from)} replace />;

  return (
    <AuthLayout>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26}>
            {t("auth.login.title")}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t("auth.login.subtitle")}
          </Text>
        </div>
        {expired && (
          <Alert color="orange" variant="light" icon={<IconClockExclamation size={18} />}>
            {t("auth.login.sessionExpired")}
          </Alert>
        )}
        {state?.notice && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
            {state.notice}
          </Alert>
        )}
        <LoginForm />
        <Text size="sm" ta="center" c="dimmed">
          {t("auth.login.noAccount")}{" "}
          <Anchor component={Link} to={paths.signUp.href()} fw={600}>
            {t("auth.login.signUp")}
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
