import "../strings";
import { Button, Checkbox, Container, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { TaskDrawer } from "../components/task-drawer";
import { TaskList } from "../components/task-list";

const DUE = ["all", "overdue", "today", "upcoming", "done"] as const;
type Due = (typeof DUE)[number];
const PAGE_SIZE = 25;

/** /partner/tasks: the tasks the caller may see, by due time, with the due filters and "Assigned to me". */
export function TasksPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [drawer, setDrawer] = useState(false);
  const due: Due = (DUE as readonly string[]).includes(params.get("due") ?? "") ? (params.get("due") as Due) : "all";
  const mine = params.get("assignee") === "me";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  const query = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE) });
  if (due === "all") query.set("open", "true");
  else query.set("due", due);
  if (mine) query.set("assignee", "me");

  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t("tasksPage.title")}
            </Title>
            <Text c="dimmed" mt={4}>
              {t("tasksPage.intro")}
            </Text>
          </div>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setDrawer(true)}>
            {t("tasksPage.add")}
          </Button>
        </Group>
        <Group gap="md" wrap="wrap">
          <SegmentedControl
            aria-label={t("tasksPage.listLabel")}
            value={due}
            onChange={(v) => set({ due: v === "all" ? null : v, page: null })}
            data={DUE.map((d) => ({ value: d, label: t(`tasksPage.due.${d}`) }))}
            style={{ maxWidth: "100%", overflowX: "auto" }}
          />
          <Checkbox
            label={t("tasksPage.mine")}
            checked={mine}
            onChange={(e) => set({ assignee: e.currentTarget.checked ? "me" : null, page: null })}
          />
        </Group>
        <TaskList
          query={query.toString()}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(p) => set({ page: String(p) })}
          empty={t("tasksPage.empty")}
        />
      </Stack>
      <TaskDrawer opened={drawer} onClose={() => setDrawer(false)} />
    </Container>
  );
}
