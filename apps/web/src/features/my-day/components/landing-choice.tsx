import "../strings";
import { Alert, Group, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import type { LandingPage, SessionUser } from "@pp/shared";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useUpdateProfile } from "../../profile/api/update-profile";

/** "Start my day on": where signing in lands (a partner person's choice; saved as soon as it is made). */
export function LandingChoice({ user }: { user: Pick<SessionUser, "landing_page"> }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  // The choice shows at once, in the same render as the click: the mutation's own variables arrive a tick later,
  // and a controlled radio that does not change in its click's render springs back for that tick.
  const [chosen, setChosen] = useState<LandingPage | null>(null);
  const value = chosen ?? user.landing_page ?? "dashboard";
  const name = (page: LandingPage) => (page === "my_day" ? t("myDay.landing.myDay") : t("myDay.landing.dashboard"));
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="landing-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="landing-title">
            {t("myDay.landing.label")}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t("myDay.landing.description")}
          </Text>
        </div>
        {/* A radio group of our own: Mantine's Radio.Group names its group only through a label of its own. */}
        <Group gap="lg" role="radiogroup" aria-labelledby="landing-title">
          {(["my_day", "dashboard"] as const).map((page) => (
            <Radio
              key={page}
              name="landing_page"
              value={page}
              label={name(page)}
              checked={value === page}
              disabled={update.isPending}
              onChange={() => {
                setChosen(page);
                update.mutate({ landing_page: page }, { onError: () => setChosen(null) });
              }}
            />
          ))}
        </Group>
        {update.isSuccess && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {t("myDay.landing.saved", { page: name(update.data.user.landing_page) })}
          </Alert>
        )}
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error, t("myDay.landing.failed"))}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
