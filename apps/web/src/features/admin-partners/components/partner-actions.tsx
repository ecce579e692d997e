import { Button, Group } from "@mantine/core";
import { IconCheck, IconPlayerPlay, IconPlayerStop, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import type { AdminPartnerDetail } from "../api/get-partner";
import { type PartnerAction, usePartnerAction } from "../api/partner-action";
import { actionsFor } from "../utils/status";
import { notifyError, notifySuccess } from "./notify";
import { ReasonModal } from "./reason-modal";

const DONE = {
  approve: "adminPartnersPage.notify.approved",
  reject: "adminPartnersPage.notify.rejected",
  suspend: "adminPartnersPage.notify.suspended",
  reactivate: "adminPartnersPage.notify.reactivated",
} as const;
const ICONS = { approve: IconCheck, reject: IconX, suspend: IconPlayerStop, reactivate: IconPlayerPlay };

/** The buttons a partner's status offers; reject and suspend ask for a reason first. */
export function PartnerActions({ partner }: { partner: AdminPartnerDetail }) {
  const { t } = useTranslation();
  const run = usePartnerAction();
  const [asking, setAsking] = useState<"reject" | "suspend" | null>(null);

  const perform = (action: PartnerAction, reason?: string) =>
    run.mutate(
      { id: partner.id, action, reason },
      {
        onSuccess: (saved) => {
          setAsking(null);
          notifySuccess(t(DONE[action], { name: saved.company_name }));
        },
        onError: (error) => {
          if (!reason) notifyError(errorMessage(error, t("adminPartnersPage.notify.failed")));
        },
      },
    );

  return (
    <>
      <Group gap="sm">
        {actionsFor(partner.status).map((action) => {
          const Icon = ICONS[action];
          const danger = action === "reject" || action === "suspend";
          return (
            <Button
              key={action}
              color={danger ? "red" : undefined}
              variant={danger ? "light" : "filled"}
              leftSection={<Icon size={16} />}
              loading={run.isPending && run.variables?.action === action && !danger}
              onClick={() => {
                run.reset();
                if (danger) setAsking(action);
                else perform(action);
              }}
            >
              {t(`adminPartnersPage.actions.${action}`)}
            </Button>
          );
        })}
      </Group>
      <ReasonModal
        action={asking}
        name={partner.company_name}
        pending={run.isPending}
        error={asking ? run.error : null}
        onConfirm={(reason) => asking && perform(asking, reason)}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
