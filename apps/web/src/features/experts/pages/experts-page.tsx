import "../strings";
import { Badge, Container, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconUsersGroup } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useMeetings } from "../api/meetings";
import { ExpertsDirectory } from "../components/experts-directory";
import { MeetingsTab } from "../components/meetings-tab";

type Tab = "experts" | "meetings";

/** /partner/experts (University Expert): the directory of provider representatives, and the partner's meetings. */
export function ExpertsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "meetings" ? "meetings" : "experts";
  // How many requests wait for an answer, on the tab.
  const waiting = useMeetings("partner", "page=1&page_size=1&status=requested");
  const open = waiting.data?.count ?? 0;

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("expertsPage.titles.partner")}
          </Title>
          <Text c="dimmed" mt={4}>
            {t("expertsPage.subtitles.partner")}
          </Text>
        </div>
        <Tabs value={tab} onChange={(v) => setParams(v === "meetings" ? { tab: "meetings" } : {})} keepMounted={false}>
          <Tabs.List aria-label={t("expertsPage.tabs.label")} mb="lg">
            <Tabs.Tab value="experts" leftSection={<IconUsersGroup size={16} aria-hidden />}>
              {t("expertsPage.tabs.experts")}
            </Tabs.Tab>
            <Tabs.Tab
              value="meetings"
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
              rightSection={
                open > 0 ? (
                  <Badge size="sm" variant="filled" circle aria-hidden>
                    {open}
                  </Badge>
                ) : null
              }
            >
              {t("expertsPage.tabs.meetings")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="experts">
            <ExpertsDirectory onRequested={() => setParams({ tab: "meetings" })} />
          </Tabs.Panel>
          <Tabs.Panel value="meetings">
            <MeetingsTab side="partner" />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
