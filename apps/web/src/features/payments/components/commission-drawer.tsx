import { Alert, Drawer, Group, Skeleton, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useCommission } from "../api/get-commission";
import type { Side } from "../api/keys";
import { AdminMoveForm } from "./admin-move-form";
import { ClaimForm } from "./claim-form";
import { CommissionApplication, CommissionFacts } from "./commission-facts";
import { DisputeForm } from "./dispute-form";
import { HistoryTimeline } from "./history-timeline";
import { OverdueBadge } from "./overdue-badge";
import { CommissionStatusBadge } from "./status-badge";

type Props = { side: Side; id: number | null; onClose: () => void };

/** One commission record in a right-hand drawer (`?commission=ID`): facts, the actions the caller may take, the history. */
export function CommissionDrawer({ side, id, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const query = useCommission(side, id);
  const r = query.data;

  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "lg"}
      title={id ? t("paymentsPage.detail.title", { id }) : ""}
      closeButtonProps={{ "aria-label": t("paymentsPage.detail.close") }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)" } }}
    >
      {query.isError ? (
        <Alert color="red" role="alert">
          {isApiError(query.error) && query.error.status === 404
            ? t("paymentsPage.detail.notFound")
            : errorMessage(query.error, t("paymentsPage.detail.loadFailed"))}
        </Alert>
      ) : !r || r.id !== id ? (
        <Stack gap="md" aria-busy>
          <Skeleton h={28} w="40%" />
          <Skeleton h={140} radius="md" />
          <Skeleton h={140} radius="md" />
          <Skeleton h={100} radius="md" />
        </Stack>
      ) : (
        <Stack gap="md" data-testid="commission-detail">
          <Group gap="xs">
            <CommissionStatusBadge status={r.status} size="lg" />
            {r.overdue ? <OverdueBadge size="lg" /> : null}
            <Text size="sm" c="dimmed">
              {r.student.name}
            </Text>
          </Group>
          {side === "admin" ? <AdminMoveForm key={`${r.id}-${r.status}`} record={r} /> : null}
          {side === "partner" && r.can_claim ? <ClaimForm key={`${r.id}-${r.status}`} record={r} /> : null}
          {side === "partner" && r.can_dispute ? <DisputeForm key={`${r.id}-${r.status}`} record={r} /> : null}
          <CommissionFacts side={side} record={r} />
          <HistoryTimeline history={r.history} />
          <CommissionApplication side={side} record={r} />
        </Stack>
      )}
    </Drawer>
  );
}
