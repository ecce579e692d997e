import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { type ApplicationDetail, applicationMoveBody, isOfferAwaiting } from "@pp/shared";
import { IconAlertTriangle, IconArrowRight } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { localSchemaResolver } from "../../../lib/form-resolver";
import { formatCalendarDay } from "../../../lib/format";
import { useMasterNames } from "../../lookups/use-master-names";
import { useStatuses } from "../api/get-statuses";
import { adminApplicationKeys } from "../api/keys";
import { useMoveApplication } from "../api/move-application";
import { moveTargets, type PipelineStatus } from "../utils/pipeline";
import { StatusBadge } from "./status-badge";
import { StatusDot } from "./status-dot";

type Values = { status_id: string | null; note: string; offer_respond_by: string };
type Confirming = { to: PipelineStatus; note: string | null; offerBy: string | null };
const check = localSchemaResolver(applicationMoveBody);

/**
 * Status (pipeline order) + note → a confirmation → the move; the timeline updates from the answer. A move to an
 * offer awaiting the student's answer may carry the date to answer by (decision 052).
 */
export function MoveForm({ application: a }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  const names = useMasterNames();
  const statuses = useStatuses();
  const move = useMoveApplication(a.id, a.updated_at);
  const client = useQueryClient();
  const stale = isApiError(move.error) && move.error.status === 412;
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const form = useForm<Values>({
    initialValues: { status_id: null, note: "", offer_respond_by: "" },
    // The date is checked only when it is given (an empty field means none).
    validate: (values) =>
      check({ ...values, offer_respond_by: values.offer_respond_by === "" ? undefined : values.offer_respond_by }),
  });
  const targets = useMemo(() => moveTargets(statuses.data ?? [], a.status.id), [statuses.data, a.status.id]);
  const byId = useMemo(() => new Map(targets.map((s) => [String(s.id), s])), [targets]);
  const final = t("adminApplicationsPage.move.final");
  const chosen = form.values.status_id ? byId.get(form.values.status_id) : undefined;
  const offer = chosen !== undefined && isOfferAwaiting(chosen.name);
  const generalError = move.isError && !(isApiError(move.error) && Object.keys(move.error.fieldErrors).length > 0);

  const confirm = () => {
    if (!confirming) return;
    move.mutate(
      {
        status_id: confirming.to.id,
        note: confirming.note,
        ...(confirming.offerBy ? { offer_respond_by: confirming.offerBy } : {}),
      },
      {
        onSuccess: (detail) => {
          notifications.show({
            color: "teal",
            message: t("adminApplicationsPage.move.moved", { id: a.id, to: names.status(detail.status) }),
            closeButtonProps: { "aria-label": t("adminApplicationsPage.close") },
          });
          form.reset();
          setConfirming(null);
        },
        onError: (error) => {
          setConfirming(null);
          if (isApiError(error)) form.setErrors(error.firstFieldErrors());
        },
      },
    );
  };

  return (
    <section aria-labelledby="move-heading">
      <Title order={2} size="h4" id="move-heading">
        {t("adminApplicationsPage.move.heading")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("adminApplicationsPage.move.help")}
      </Text>
      {statuses.isError && (
        <Alert color="red" role="alert" mb="sm">
          {errorMessage(statuses.error, t("adminApplicationsPage.move.statusesFailed"))}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          const to = byId.get(String(values.status_id));
          const withDate = to !== undefined && isOfferAwaiting(to.name) && values.offer_respond_by !== "";
          const body = applicationMoveBody.parse({
            status_id: values.status_id,
            note: values.note,
            ...(withDate ? { offer_respond_by: values.offer_respond_by } : {}),
          });
          if (to) {
            move.reset();
            setConfirming({ to, note: body.note ?? null, offerBy: body.offer_respond_by ?? null });
          }
        })}
      >
        <Stack gap="sm">
          <Select
            label={t("adminApplicationsPage.move.status")}
            placeholder={t("adminApplicationsPage.move.statusPlaceholder")}
            withAsterisk
            allowDeselect={false}
            data={targets.map((s) => ({
              value: String(s.id),
              label: s.is_terminal ? `${names.status(s)} (${final})` : names.status(s),
            }))}
            disabled={statuses.isPending}
            leftSection={chosen ? <StatusDot colour={chosen.colour} /> : undefined}
            renderOption={({ option }) => {
              const s = byId.get(option.value);
              return (
                <Group gap={8} wrap="nowrap">
                  {s && <StatusDot colour={s.colour} />}
                  <span>{option.label}</span>
                </Group>
              );
            }}
            maxDropdownHeight={320}
            {...form.getInputProps("status_id")}
          />
          {offer && (
            <TextInput
              type="date"
              label={t("adminApplicationsPage.move.offerBy")}
              description={t("adminApplicationsPage.move.offerByHint")}
              {...form.getInputProps("offer_respond_by")}
            />
          )}
          <Textarea
            label={t("adminApplicationsPage.move.note")}
            placeholder={t("adminApplicationsPage.move.notePlaceholder")}
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps("note")}
          />
          {generalError && (
            <Alert color="red" role="alert">
              {errorMessage(move.error, t("adminApplicationsPage.move.failed"))}
              {stale && (
                <Group mt="xs">
                  <Button
                    size="xs"
                    color="red"
                    onClick={() => {
                      move.reset();
                      void client.invalidateQueries({ queryKey: adminApplicationKeys.detail(a.id) });
                    }}
                  >
                    {t("adminApplicationsPage.move.reload")}
                  </Button>
                </Group>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconArrowRight size={16} />}>
              {t("adminApplicationsPage.move.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        centered
        title={t("adminApplicationsPage.move.confirmTitle", { id: a.id })}
        closeButtonProps={{ "aria-label": t("adminApplicationsPage.close") }}
      >
        {confirming && (
          <Stack gap="md">
            <Group gap="xs" wrap="wrap">
              <StatusBadge status={a.status} />
              <IconArrowRight size={16} aria-hidden />
              <StatusBadge status={confirming.to} />
            </Group>
            <Text size="sm">
              {t("adminApplicationsPage.move.confirmBody", {
                from: names.status(a.status),
                to: names.status(confirming.to),
              })}
            </Text>
            {confirming.to.is_terminal && (
              <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
                {t("adminApplicationsPage.move.confirmFinal", { to: names.status(confirming.to) })}
              </Alert>
            )}
            {confirming.offerBy && (
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t("adminApplicationsPage.move.confirmOfferBy")}
                </Text>
                <Text size="sm">{formatCalendarDay(confirming.offerBy)}</Text>
              </div>
            )}
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t("adminApplicationsPage.move.confirmNote")}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {confirming.note ?? t("adminApplicationsPage.move.noNote")}
              </Text>
            </div>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t("adminApplicationsPage.move.cancel")}
              </Button>
              <Button
                color={confirming.to.is_terminal ? "red" : undefined}
                loading={move.isPending}
                onClick={confirm}
                data-autofocus
              >
                {t("adminApplicationsPage.move.confirm")}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </section>
  );
}
