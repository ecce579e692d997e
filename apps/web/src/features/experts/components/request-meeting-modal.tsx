import "@mantine/dates/styles.css";
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { useDebouncedCallback } from "@mantine/hooks";
import { type ExpertItem, MEETING_DURATIONS, MEETING_MAX_DAYS_AHEAD } from "@pp/shared";
import { IconCalendarTime } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/session-store";
import { formatDate } from "../../../lib/format";
import { type Option, useStudentOptions } from "../api/experts";
import { useRequestMeeting } from "../api/meetings";
import { timeZoneName } from "../utils/format";
import {
  emptyMeetingValues,
  type MeetingFormValues,
  validateMeeting,
  valuesToRequestBody,
} from "../utils/meeting-form";
import { notify } from "./notify";

type Props = { expert: ExpertItem | null; onClose: () => void; onSent?: () => void };

/** Asks the University Expert team for a meeting: topic, optional student, duration, three times, message. */
export function RequestMeetingModal({ expert, onClose, onSent }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={expert !== null}
      onClose={onClose}
      size="lg"
      title={expert ? t("expertsPage.request.title", { name: expert.name }) : ""}
      closeButtonProps={{ "aria-label": t("expertsPage.detail.close") }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      {expert ? <RequestForm key={expert.id} expert={expert} onClose={onClose} onSent={onSent} /> : null}
    </Modal>
  );
}

function RequestForm({ expert, onClose, onSent }: { expert: ExpertItem; onClose: () => void; onSent?: () => void }) {
  const { t } = useTranslation();
  const canSeeStudents = useSession((s) => s.permissions.includes("students.view"));
  const request = useRequestMeeting(expert.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MeetingFormValues>({
    initialValues: emptyMeetingValues(),
    validate: validateMeeting,
    // The "fix the fields" sentence goes once the user changes something.
    onValuesChange: () => setFailure(null),
  });
  const zone = useMemo(timeZoneName, []);

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        await request.mutateAsync(valuesToRequestBody(values));
        notify("success", t("expertsPage.request.sent", { name: expert.name }));
        onSent?.();
        onClose();
      } catch (error) {
        if (isApiError(error)) form.setErrors(error.firstFieldErrors());
        setFailure(errorMessage(error, t("expertsPage.request.failed")));
      }
    },
    () => setFailure(t("expertsPage.request.fixErrors")),
  );

  const today = dayjs().format("YYYY-MM-DD");
  const last = dayjs().add(MEETING_MAX_DAYS_AHEAD, "day").format("YYYY-MM-DD");
  const slotLabels = [t("expertsPage.request.slot0"), t("expertsPage.request.slot1"), t("expertsPage.request.slot2")];
  const ariaLabels = {
    nextMonth: t("expertsPage.request.nextMonth"),
    previousMonth: t("expertsPage.request.previousMonth"),
    nextYear: t("expertsPage.request.nextYear"),
    previousYear: t("expertsPage.request.previousYear"),
    nextDecade: t("expertsPage.request.nextDecade"),
    previousDecade: t("expertsPage.request.previousDecade"),
    monthLevelControl: t("expertsPage.request.monthLevel"),
    yearLevelControl: t("expertsPage.request.yearLevel"),
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t("expertsPage.request.title", { name: expert.name })}>
      <Stack gap="md">
        <Text size="sm">{t("expertsPage.request.intro", { name: expert.name })}</Text>
        <TextInput
          label={t("expertsPage.request.topic")}
          placeholder={t("expertsPage.request.topicPlaceholder")}
          withAsterisk
          data-autofocus
          maxLength={200}
          {...form.getInputProps("topic")}
        />
        <SimpleGrid cols={{ base: 1, sm: canSeeStudents ? 2 : 1 }} spacing="md">
          {canSeeStudents ? (
            <StudentSelect
              value={form.values.student_id}
              error={form.errors.student_id}
              onChange={(v) => form.setFieldValue("student_id", v)}
            />
          ) : null}
          <Select
            label={t("expertsPage.request.duration")}
            allowDeselect={false}
            data={MEETING_DURATIONS.map((m) => ({
              value: String(m),
              label: t("expertsPage.request.minutes", { count: m }),
            }))}
            {...form.getInputProps("duration_minutes")}
          />
        </SimpleGrid>
        <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Text component="legend" fw={600} size="sm" mb={2}>
            {t("expertsPage.request.slotsLegend")}
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            {t("expertsPage.request.slotsHint", { zone })}
          </Text>
          <Stack gap="sm">
            {slotLabels.map((label, i) => (
              <DateTimePicker
                key={label}
                label={label}
                withAsterisk
                placeholder={t("expertsPage.request.slotPlaceholder")}
                leftSection={<IconCalendarTime size={16} aria-hidden />}
                valueFormat="ddd D MMM YYYY, HH:mm"
                minDate={today}
                maxDate={last}
                defaultTimeValue="10:00"
                clearable
                getDayAriaLabel={(date) => formatDate(date, { long: true })}
                ariaLabels={ariaLabels}
                timePickerProps={{
                  hoursInputLabel: t("expertsPage.request.hours"),
                  minutesInputLabel: t("expertsPage.request.minutesInput"),
                  format: "24h",
                }}
                submitButtonProps={{ "aria-label": t("expertsPage.request.saveTime") }}
                clearButtonProps={{ "aria-label": t("expertsPage.request.clearSlot", { label }) }}
                popoverProps={{ withinPortal: true }}
                {...form.getInputProps(`slots.${i}`)}
              />
            ))}
            {form.errors.slots ? (
              <Text size="sm" c="red.8" role="alert">
                {form.errors.slots}
              </Text>
            ) : null}
          </Stack>
        </fieldset>
        <Textarea
          label={t("expertsPage.request.message")}
          placeholder={t("expertsPage.request.messagePlaceholder")}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...form.getInputProps("message")}
        />
        {failure ? (
          <Alert color="red.8" variant="outline" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("expertsPage.request.cancel")}
          </Button>
          <Button type="submit" loading={request.isPending}>
            {t("expertsPage.request.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The partner's students, searched on the server as the user types. */
function StudentSelect({
  value,
  error,
  onChange,
}: {
  value: string | null;
  error: unknown;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<Option | null>(null);
  const [opened, setOpened] = useState(false);
  const options = useStudentOptions(query, opened || query !== "");
  const debounced = useDebouncedCallback(setQuery, 250);
  const data = useMemo(() => {
    const list = options.data ?? [];
    if (!selected || list.some((o) => o.value === selected.value)) return list;
    return [selected, ...list];
  }, [options.data, selected]);

  return (
    <Select
      label={t("expertsPage.request.student")}
      description={t("expertsPage.request.studentDescription")}
      placeholder={t("expertsPage.request.studentPlaceholder")}
      searchable
      clearable
      data={data}
      value={value}
      error={error as string | undefined}
      searchValue={search}
      onDropdownOpen={() => setOpened(true)}
      onSearchChange={(v) => {
        setSearch(v);
        // Choosing an option puts its label in the box; that is not a new search.
        if (v !== selected?.label && !data.some((o) => o.label === v)) debounced(v.trim());
      }}
      onChange={(v, option) => {
        setSelected(v && option ? { value: option.value, label: option.label } : null);
        if (!v) debounced("");
        onChange(v);
      }}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? undefined : t("expertsPage.request.noStudents")}
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
