import {
  Alert,
  Button,
  type ComboboxItem,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  hasPermission,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_SLA_HOURS,
  type TicketPriority,
  ticketCreateBody,
} from "@pp/shared";
import { IconPaperclip } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchSelect } from "../../../components/search-select";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/session-store";
import { localSchemaResolver } from "../../../lib/form-resolver";
import { useApplicationOptions, useStudentOptions } from "../api/options";
import { useCreateTicket, useUploadAttachment } from "../api/ticket-mutations";
import { ATTACHMENT_ACCEPT, attachmentProblem } from "../utils/attachment-file";
import { isPriority } from "../utils/labels";
import { notify } from "./notify";

export type RaiseTicketValues = {
  subject: string;
  description: string;
  category: string | null;
  priority: string;
  student_id: string | null;
  application_id: string | null;
  files: File[];
};

const initialValues: RaiseTicketValues = {
  subject: "",
  description: "",
  category: null,
  priority: "normal",
  student_id: null,
  application_id: null,
  files: [],
};

const validateBody = localSchemaResolver(ticketCreateBody);

type Props = { onCancel: () => void; onCreated: (id: number) => void };

/** Subject, description, category, priority, an optional student or application, and files. */
export function RaiseTicketForm({ onCancel, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateTicket();
  const upload = useUploadAttachment("partner");
  const canStudents = useSession((s) => hasPermission(s.permissions, "students.view"));
  const canApplications = useSession((s) => hasPermission(s.permissions, "applications.view"));
  const [studentSearch, setStudentSearch] = useState("");
  const [applicationSearch, setApplicationSearch] = useState("");
  const [student, setStudent] = useState<ComboboxItem | null>(null);
  const [application, setApplication] = useState<ComboboxItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const form = useForm<RaiseTicketValues>({
    initialValues,
    validate: (values) => {
      const errors: Record<string, ReactNode> = { ...validateBody(values) };
      const bad = values.files.map((f) => ({ f, p: attachmentProblem(f) })).find((x) => x.p);
      if (bad?.p) errors.files = t(`ticketsPage.form.${bad.p}`, { name: bad.f.name });
      return errors;
    },
  });
  const students = useStudentOptions(studentSearch, canStudents);
  const applications = useApplicationOptions(applicationSearch, form.values.student_id, canApplications);
  const sla = TICKET_SLA_HOURS[(isPriority(form.values.priority) ? form.values.priority : "normal") as TicketPriority];

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      let id: number;
      try {
        id = (await create.mutateAsync(ticketCreateBody.parse(values))).id;
      } catch (error) {
        if (isApiError(error)) form.setErrors(error.firstFieldErrors());
        setFailure(
          isApiError(error) && Object.keys(error.fieldErrors).length
            ? t("ticketsPage.form.fixErrors")
            : errorMessage(error, t("ticketsPage.form.failed")),
        );
        return;
      }
      setUploading(true);
      for (const file of values.files) {
        try {
          await upload.mutateAsync({ id, file });
        } catch (error) {
          notify(
            t("ticketsPage.form.uploadFailed", {
              id,
              name: file.name,
              message: errorMessage(error, t("ticketsPage.attachments.failed")),
            }),
            "orange",
            10_000,
          );
        }
      }
      setUploading(false);
      notify(t("ticketsPage.form.created", { id }), "teal");
      form.reset();
      onCreated(id);
    },
    () => setFailure(t("ticketsPage.form.fixErrors")),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t("ticketsPage.form.title")}>
      <fieldset disabled={create.isPending || uploading} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <TextInput
            label={t("ticketsPage.form.subject")}
            placeholder={t("ticketsPage.form.subjectPlaceholder")}
            withAsterisk
            autoComplete="off"
            data-autofocus
            {...form.getInputProps("subject")}
          />
          <Textarea
            label={t("ticketsPage.form.description")}
            placeholder={t("ticketsPage.form.descriptionPlaceholder")}
            withAsterisk
            autosize
            minRows={5}
            maxRows={12}
            {...form.getInputProps("description")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t("ticketsPage.form.category")}
              placeholder={t("ticketsPage.form.categoryPlaceholder")}
              withAsterisk
              data={TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`ticketsPage.category.${c}`) }))}
              {...form.getInputProps("category")}
            />
            <Select
              label={t("ticketsPage.form.priority")}
              withAsterisk
              allowDeselect={false}
              description={t("ticketsPage.form.priorityHint", { first: sla.firstResponse, resolution: sla.resolution })}
              inputWrapperOrder={["label", "input", "description", "error"]}
              data={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`ticketsPage.priority.${p}`) }))}
              {...form.getInputProps("priority")}
            />
          </SimpleGrid>
          {canStudents ? (
            <SearchSelect
              label={t("ticketsPage.form.student")}
              placeholder={t("ticketsPage.form.studentPlaceholder")}
              nothingFoundMessage={t("ticketsPage.form.nothingFound")}
              clearable
              options={students.data ?? []}
              selected={student}
              loading={students.isFetching}
              onSearch={setStudentSearch}
              {...form.getInputProps("student_id")}
              error={form.errors.student_id ?? (students.isError ? t("ticketsPage.form.optionsFailed") : undefined)}
              onChange={(value, option) => {
                setStudent(value ? option : null);
                form.setFieldValue("student_id", value);
                form.setFieldValue("application_id", null);
                setApplication(null);
              }}
            />
          ) : null}
          {canApplications ? (
            <SearchSelect
              label={t("ticketsPage.form.application")}
              placeholder={t("ticketsPage.form.applicationPlaceholder")}
              description={form.values.student_id ? t("ticketsPage.form.applicationForStudent") : undefined}
              nothingFoundMessage={t("ticketsPage.form.nothingFound")}
              clearable
              options={applications.data ?? []}
              selected={application}
              loading={applications.isFetching}
              onSearch={setApplicationSearch}
              comboboxProps={{ width: "target" }}
              {...form.getInputProps("application_id")}
              error={
                form.errors.application_id ?? (applications.isError ? t("ticketsPage.form.optionsFailed") : undefined)
              }
              onChange={(value, option) => {
                setApplication(value ? option : null);
                form.setFieldValue("application_id", value);
              }}
            />
          ) : null}
          <FileInput
            label={t("ticketsPage.form.attachments")}
            placeholder={t("ticketsPage.form.attachmentsPlaceholder")}
            styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
            description={t("ticketsPage.form.attachmentsHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            multiple
            clearable
            accept={ATTACHMENT_ACCEPT}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            {...form.getInputProps("files")}
          />
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={onCancel}>
              {t("ticketsPage.form.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending || uploading}>
              {t("ticketsPage.form.submit")}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
