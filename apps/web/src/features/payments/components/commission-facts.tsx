import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { CommissionDetail } from "@pp/shared";
import { IconDownload, IconFileInvoice, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Ltr, ltrText } from "../../../components/ltr";
import { errorMessage } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/session-store";
import { formatDate } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { intakeName } from "../../../lib/ref-names";
import { useDownloadInvoice } from "../api/commission-actions";
import type { Side } from "../api/keys";
import type { paymentsStrings } from "../strings";
import { formatMoney, formatRate, shortfall } from "../utils/money";
import classes from "./payments.module.css";

const day = (iso: string) => formatDate(iso);

/** The record's amounts, the reason it is held or disputed, and the invoice. */
export function CommissionFacts({ side, record: r }: { side: Side; record: CommissionDetail }) {
  const { t } = useTranslation();
  const d = (key: Exclude<keyof typeof paymentsStrings.paymentsPage.detail, "reason">) =>
    t(`paymentsPage.detail.${key}`);
  const dash = t("paymentsPage.notSet");
  // Amounts with their currency code and the invoice number are left-to-right data (issue 20).
  const money = (v: string | null) => (v ? <Ltr>{formatMoney(v, r.currency)}</Ltr> : dash);
  const download = useDownloadInvoice(side, r.id);
  const short = shortfall(r.expected_amount, r.received_amount);

  return (
    <Stack gap="md">
      {(r.status === "disputed" || r.status === "on_hold") && r.reason ? (
        <Alert
          color={r.status === "disputed" ? "red" : "orange"}
          icon={<IconInfoCircle size={18} aria-hidden />}
          title={t(`paymentsPage.detail.reason.${r.status}`)}
          data-testid="commission-reason"
        >
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {r.reason}
          </Text>
        </Alert>
      ) : null}

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="commission-amounts">
        <Title order={3} size="h5" id="commission-amounts" mb="xs">
          {d("amounts")}
        </Title>
        <dl className={classes.facts}>
          <dt>{d("tuition")}</dt>
          <dd>{money(r.tuition_fee)}</dd>
          <dt>{d("rate")}</dt>
          <dd>{r.commission_rate ? formatRate(r.commission_rate) : dash}</dd>
          <dt>{d("expected")}</dt>
          <dd>
            <Text span fw={700} size="sm" data-testid="commission-expected">
              {money(r.expected_amount)}
            </Text>
          </dd>
          <dt>{d("received")}</dt>
          <dd data-testid="commission-received">
            {r.received_amount ? (
              <>
                <Text span fw={700} size="sm">
                  {money(r.received_amount)}
                </Text>
                {r.received_date ? (
                  <Text span size="sm" c="dimmed">
                    {" · "}
                    {t("paymentsPage.detail.receivedOn", { date: day(r.received_date) })}
                  </Text>
                ) : null}
                {short !== null ? (
                  <Text size="xs" c="red.8" fw={600}>
                    {t("paymentsPage.detail.difference", { amount: ltrText(formatMoney(short, r.currency)) })}
                  </Text>
                ) : null}
              </>
            ) : (
              <Text span size="sm" c="dimmed">
                {d("notReceived")}
              </Text>
            )}
          </dd>
        </dl>
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="commission-invoice">
        <Title order={3} size="h5" id="commission-invoice" mb="xs">
          {d("invoice")}
        </Title>
        {r.invoice_number || r.has_invoice ? (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm" wrap="nowrap">
              <IconFileInvoice size={28} stroke={1.5} aria-hidden />
              <div>
                <Text size="sm" fw={600} data-testid="commission-invoice-number">
                  {r.invoice_number ? <Ltr>{r.invoice_number}</Ltr> : dash}
                </Text>
                {r.claimed_at ? (
                  <Text size="xs" c="dimmed">
                    {t("paymentsPage.detail.claimedOn", { date: day(r.claimed_at) })}
                  </Text>
                ) : null}
              </div>
            </Group>
            {r.has_invoice ? (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={download.isPending}
                onClick={() => download.mutate()}
              >
                {d("downloadInvoice")}
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {d("noInvoice")}
          </Text>
        )}
        {download.isError ? (
          <Alert color="red" role="alert" mt="sm">
            {errorMessage(download.error, d("downloadFailed"))}
          </Alert>
        ) : null}
      </Paper>
    </Stack>
  );
}

/** What the record is about: the student, course, provider and intake, with a link to the application. */
export function CommissionApplication({ side, record: r }: { side: Side; record: CommissionDetail }) {
  const { t } = useTranslation();
  const d = (key: "application" | "student" | "partner" | "course" | "provider" | "intake") =>
    t(`paymentsPage.detail.${key}`);
  const dash = t("paymentsPage.notSet");
  const canOpenApplication = useSession((s) => side === "admin" || s.permissions.includes("applications.view"));
  const applicationHref =
    side === "admin"
      ? paths.admin.application.href(r.application_id)
      : paths.partnerDetail.application.href(r.application_id);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="commission-application">
      <Title order={3} size="h5" id="commission-application" mb="xs">
        {d("application")}
      </Title>
      <dl className={classes.facts}>
        <dt>{d("student")}</dt>
        <dd>{r.student.name}</dd>
        {side === "admin" ? (
          <>
            <dt>{d("partner")}</dt>
            <dd>{r.partner.name}</dd>
          </>
        ) : null}
        <dt>{d("course")}</dt>
        <dd>{r.course.name}</dd>
        <dt>{d("provider")}</dt>
        <dd>{r.provider.name}</dd>
        <dt>{d("intake")}</dt>
        <dd>{r.intake ? intakeName({ name: r.intake }) : dash}</dd>
      </dl>
      {canOpenApplication ? (
        <Anchor component={Link} to={applicationHref} size="sm" mt="xs" display="inline-block" className={classes.link}>
          {t("paymentsPage.detail.openApplication", { id: r.application_id })}
        </Anchor>
      ) : null}
    </Paper>
  );
}
