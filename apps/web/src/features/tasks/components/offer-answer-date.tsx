import "../strings";
import { Button, Group, Text, TextInput } from "@mantine/core";
import { type ApplicationDetail, isOfferAwaiting } from "@pp/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { useUpdateApplication } from "../../applications/api/update-application";
import { taskKeys } from "../api/tasks";
import { notifyError, notifySuccess } from "./notify";

/**
 * "Answer the offer by" on an application waiting for the student's answer to an offer (decision 052): shown to
 * everyone who sees the application, set or cleared by those who may edit it. Nothing when there is no offer.
 */
export function OfferAnswerDate({ application, canManage }: { application: ApplicationDetail; canManage: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const update = useUpdateApplication(application.id, application.updated_at);
  const [value, setValue] = useState(application.offer_respond_by ?? "");
  if (!isOfferAwaiting(application.status.name)) return null;
  const save = (date: string | null) =>
    update.mutate(
      { offer_respond_by: date },
      {
        onSuccess: () => {
          notifySuccess(t("tasksPage.offer.saved"));
          void client.invalidateQueries({ queryKey: taskKeys.all });
        },
        onError: (error) => notifyError(errorMessage(error, t("tasksPage.notify.failed"))),
      },
    );
  if (!canManage) {
    return (
      <Text size="sm">
        {t("tasksPage.offer.label")}:{" "}
        {application.offer_respond_by ? formatDate(application.offer_respond_by) : t("tasksPage.offer.none")}
      </Text>
    );
  }
  return (
    <Group align="flex-end" gap="sm" data-testid="offer-answer-date">
      <TextInput
        type="date"
        label={t("tasksPage.offer.label")}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
      <Button variant="light" onClick={() => save(value || null)} loading={update.isPending} disabled={!value}>
        {t("tasksPage.offer.save")}
      </Button>
      {application.offer_respond_by ? (
        <Button variant="subtle" color="gray" onClick={() => save(null)} disabled={update.isPending}>
          {t("tasksPage.offer.clear")}
        </Button>
      ) : null}
    </Group>
  );
}
