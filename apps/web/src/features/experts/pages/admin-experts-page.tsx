import "../strings";
import { Badge, Container, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconUsersGroup } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useMeetings } from "../api/meetings";
import { AdminExpertsTab } from "../components/admin-experts-tab";
import { MeetingsTab } from "../components/meetings-tab";

/** /admin/experts (Experts & meetings): the directory of representatives, and the partners' meeting requests. */
export function AdminExpertsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "meetings" ? "meetings" : "experts";
  const waiting = useMeetings("admin", "page=1&page_size=1&status=requested");
  const open = waiting.data?.count ?? 0;

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("expertsPage.titles.admin")}
          </Title>
          <Text c="dimmed" mt={4}>
            {t("expertsPage.subtitles.admin")}
          </Text>
        </div>
        <Tabs value={tab} onChange={(v) => setParams(v === "meetings" ? { tab: "meetings" } : {})} keepMounted={false}>
          <Tabs.List aria-label={t("expertsPage.tabs.adminLabel")} mb="lg">
            <Tabs.Tab value="experts" leftSection={<IconUsersGroup size={16} aria-hidden />}>
              {t("expertsPage.tabs.experts")}
            </Tabs.Tab>
            <Tabs.Tab
              value="meetings"
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
              rightSection={
                open > 0 ? (
                  <Badge size="sm" variant="filled" color="red" circle aria-hidden>
                    {open}
                  </Badge>
                ) : null
              }
            >
              {t("expertsPage.tabs.requests")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="experts">
            <AdminExpertsTab />
          </Tabs.Panel>
          <Tabs.Panel value="meetings">
            <MeetingsTab side="admin" />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
