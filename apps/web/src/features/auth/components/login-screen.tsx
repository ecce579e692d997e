import { Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/auth/session-store";
import { AppAnchor, useAppNavigate } from "../../../lib/navigation";
import { landingPathOf, publicPaths as paths } from "../../../lib/public-paths";
import { AuthLayout } from "./auth-layout";
import { LoginForm } from "./login-form";

/** Most sign-ins show no notice, so the alerts load only when there is one (docs/decisions/011). */
const LoginNotices = lazy(() => import("./login-notices").then((m) => ({ default: m.LoginNotices })));

/** What an earlier page passed to the sign-in page: where to return to, and a message to show. */
export type LoginState = { from?: string; notice?: string } | null;

/** Only paths inside this app, never another origin; without one, where the person lands (`landing`). */
export function safeReturnPath(from: string | undefined, landing = landingPathOf(null)) {
  return from?.startsWith("/") && !from.startsWith("//") ? from : landing;
}

/**
 * The sign-in page without the router: it renders both inside the app and on a first load of /login, before
 * React Router has loaded (docs/decisions/011). A signed-in visitor moves on to where they came from.
 */
export function LoginScreen({ state }: { state: LoginState }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const [expired] = useState(() => useSession.getState().expired);
  const acknowledgeExpiry = useSession((s) => s.acknowledgeExpiry);
  const landing = useSession((s) => landingPathOf(s.user));
  const returnTo = safeReturnPath(state?.from, landing);

  useEffect(() => {
    if (expired) acknowledgeExpiry();
  }, [expired, acknowledgeExpiry]);

  useEffect(() => {
    if (isAuthenticated) navigate(returnTo, { replace: true });
  }, [isAuthenticated, navigate, returnTo]);

  if (isAuthenticated) return null;

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
        {(expired || state?.notice) && (
          <Suspense fallback={null}>
            <LoginNotices expired={expired} notice={state?.notice} />
          </Suspense>
        )}
        <LoginForm />
        <Text size="sm" ta="center" c="dimmed">
          {t("auth.login.noAccount")}{" "}
          <AppAnchor to={paths.signUp.href()} fw={600}>
            {t("auth.login.signUp")}
          </AppAnchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
