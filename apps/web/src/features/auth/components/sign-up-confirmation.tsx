import { Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";

type Props = { fullName: string; companyName: string; email: string; message: string };

export function SignUpConfirmation({ fullName, companyName, email, message }: Props) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md" py="md">
      <ThemeIcon size={64} radius="xl" variant="light" color="teal">
        <IconMailCheck size={34} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz={26}>
        {t("auth.signUp.doneTitle")}
      </Title>
      <Text>{t("auth.signUp.doneThanks", { name: fullName, company: companyName })}</Text>
      <Text fw={600} c="teal.9">
        {message}
      </Text>
      <Text c="dimmed" size="sm">
        {t("auth.signUp.doneNext", { email })}
      </Text>
      <Button component={Link} to={paths.login.href()} size="md" mt="sm">
        {t("auth.signUp.backToSignIn")}
      </Button>
    </Stack>
  );
}
