import "../two-factor-strings";
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { logout } from "../../../lib/auth/logout";
import { getMe } from "../../../lib/auth/me";
import { useSession } from "../../../lib/auth/session-store";
import { landingPathOf } from "../../../lib/public-paths";
import { AuthLayout } from "../components/auth-layout";
import { TwoFactorEnroll } from "../components/two-factor-enroll";

/**
 * /two-factor-setup: someone who must use two-factor sign-in (the Superadmin, or a sub-login whose partner
 * requires it) comes here before anything else (RequireAuth), sets it up, keeps the recovery codes, and goes on.
 */
export function TwoFactorSetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setProfile = useSession((s) => s.setProfile);
  const [leaving, setLeaving] = useState(false);

  const done = async () => {
    setLeaving(true);
    try {
      setProfile(await getMe());
    } finally {
      navigate(landingPathOf(useSession.getState().user), { replace: true });
    }
  };

  return (
    <AuthLayout>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26}>
            {t("twoFactor.setup.title")}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t("twoFactor.setup.intro")}
          </Text>
        </div>
        {!leaving && <TwoFactorEnroll onDone={() => void done()} />}
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => void logout()}>
          {t("twoFactor.setup.signOut")}
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
