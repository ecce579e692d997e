import { Button, Drawer, Group, Select, Stack, Textarea, TextInput } from "@mantine/core";
import type { TaskItem } from "@pp/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCounsellors } from "../../../components/bulk-actions/api";
import { ApiError, errorMessage } from "../../../lib/api-error";
import { useStudentOptions } from "../../applications/api/search-students";
import { useCreateTask } from "../api/tasks";
import { notifyError, notifySuccess } from "./notify";

/** What the drawer links the new task to when opened from a record's page. */
export interface TaskLink {
  studentId?: number;
  applicationId?: number;
}

/** Tomorrow at 09:00 in the browser's time, as a datetime-local value. */
function tomorrowMorning() {
  const d = new Date(Date.now() + 86_400_000);
  d.setHours(9, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:00`;
}

/** "New task": title, notes, due date and time, who does it, and a student unless the page gives the link. */
export function TaskDrawer({
  opened,
  onClose,
  link,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  link?: TaskLink;
  onCreated?: (task: TaskItem) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTask();
  const team = useCounsellors(opened);
  const [title, setTitle] = useState("");
  const [notes, setNotes] = useState("");
  const [due, setDue] = useState(tomorrowMorning);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [student, setStudent] = useState<string | null>(null);
  const fixedLink = link?.studentId !== undefined || link?.applicationId !== undefined;
  const students = useStudentOptions(search, opened && !fixedLink);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const reset = () => {
    setTitle("");
    setNotes("");
    setDue(tomorrowMorning());
    setAssignee(null);
    setStudent(null);
    setSearch("");
    setErrors({});
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const when = new Date(due);
    if (!due || Number.isNaN(when.getTime())) {
      setErrors({ due_at: t("tasksPage.form.dueRequired") });
      return;
    }
    create.mutate(
      {
        title,
        notes: notes || null,
        due_at: when.toISOString(),
        ...(assignee ? { assignee_id: Number(assignee) } : {}),
        ...(link?.applicationId !== undefined ? { application_id: link.applicationId } : {}),
        ...(link?.studentId !== undefined ? { student_id: link.studentId } : {}),
        ...(!fixedLink && student ? { student_id: Number(student) } : {}),
      },
      {
        onSuccess: (task) => {
          notifySuccess(t("tasksPage.notify.created"));
          reset();
          onCreated?.(task);
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.join(" ")])));
          notifyError(errorMessage(error, t("tasksPage.notify.failed")));
        },
      },
    );
  };

  return (
    <Drawer opened={opened} onClose={onClose} title={t("tasksPage.form.title")} position="right" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("tasksPage.form.name")}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={200}
            required
            error={errors.title}
            data-autofocus
          />
          <TextInput
            type="datetime-local"
            label={t("tasksPage.form.due")}
            value={due}
            onChange={(e) => setDue(e.currentTarget.value)}
            required
            error={errors.due_at}
          />
          <Select
            label={t("tasksPage.form.assignee")}
            placeholder={t("tasksPage.form.me")}
            data={(team.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
            value={assignee}
            onChange={setAssignee}
            clearable
            error={errors.assignee_id}
          />
          {fixedLink ? null : (
            <Select
              label={t("tasksPage.form.student")}
              placeholder={t("tasksPage.form.studentPlaceholder")}
              searchable
              clearable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options }) => options}
              data={(students.data ?? []).map((s) => ({ value: String(s.id), label: s.full_name }))}
              value={student}
              onChange={setStudent}
              error={errors.student_id}
            />
          )}
          <Textarea
            label={t("tasksPage.form.notes")}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
            error={errors.notes}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("tasksPage.form.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t("tasksPage.form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
