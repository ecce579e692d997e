import "../account-strings";
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { AuthLayout } from "../components/auth-layout";
import { SignUpConfirmation } from "../components/sign-up-confirmation";
import { SignUpForm } from "../components/sign-up-form";

type Done = { fullName: string; companyName: string; email: string; message: string };

export function SignUpPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState<Done | null>(null);

  return (
    <AuthLayout wide>
      {done ? (
        <SignUpConfirmation {...done} />
      ) : (
        <Stack gap="lg">
          <div>
            <Title order={1} fz={26}>
              {t("auth.signUp.title")}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t("auth.signUp.subtitle")}
            </Text>
          </div>
          <SignUpForm
            onDone={(result, values) =>
              setDone({
                fullName: values.full_name.trim(),
                companyName: values.company_name.trim(),
                email: values.email.trim(),
                message: result.message,
              })
            }
          />
          <Text size="sm" ta="center" c="dimmed">
            {t("auth.signUp.haveAccount")}{" "}
            <Anchor component={Link} to={paths.login.href()} fw={600}>
              {t("auth.signUp.signIn")}
            </Anchor>
          </Text>
        </Stack>
      )}
    </AuthLayout>
  );
}
