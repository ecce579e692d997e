import "../strings";
import { Alert, Anchor, Button, Container, Group, Paper, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconCircleCheck, IconExternalLink } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { useTicket } from "../api/get-ticket";
import { useUnresolvedTickets } from "../api/get-tickets";
import { CategoryBadge, PriorityBadge, TicketStatusBadge } from "../components/badges";
import { RatingPanel } from "../components/rating-panel";
import { ResolveModal } from "../components/resolve-modal";
import { SlaIndicator } from "../components/sla-indicator";
import classes from "../components/tickets.module.css";
import { searchWithTicket, ticketIdFrom } from "../components/use-ticket-param";
import { isStatus, isUnresolved } from "../utils/labels";

const ticketHref = (id: number) => `${paths.partner.tickets.href()}${searchWithTicket("", id)}`;

/**
 * /partner/resolvemodal/ (the resolve modal screen): pick one of the partner's open tickets (or arrive with
 * `?ticket=ID`), resolve it through the resolve modal, then rate the support.
 */
export function ResolvePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = ticketIdFrom(params);
  const open = useUnresolvedTickets();
  const ticket = useTicket("partner", id);
  const [resolving, setResolving] = useState(false);
  // Arriving with ?ticket=ID opens the modal at once (once), when that ticket can still be resolved.
  const preselected = useRef(id);
  useEffect(() => {
    if (preselected.current !== null && ticket.data?.id === preselected.current) {
      preselected.current = null;
      if (isUnresolved(ticket.data.status)) setResolving(true);
    }
  }, [ticket.data]);

  const options = useMemo(() => {
    const list = (open.data ?? []).map((x) => ({ value: String(x.id), label: `#${x.id} · ${x.subject}` }));
    if (ticket.data && !list.some((o) => o.value === String(ticket.data.id))) {
      list.unshift({ value: String(ticket.data.id), label: `#${ticket.data.id} · ${ticket.data.subject}` });
    }
    return list;
  }, [open.data, ticket.data]);
  const choose = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set("ticket", value);
        else next.delete("ticket");
        return next;
      },
      { replace: true },
    );

  const chosen = ticket.data;
  const notFound = isApiError(ticket.error) && ticket.error.status === 404;

  return (
    <Container size="md" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={paths.partner.tickets.href()} size="sm" className={classes.link}>
            <IconArrowLeft size={14} style={{ verticalAlign: "middle" }} aria-hidden />{" "}
            {t("ticketsPage.resolvePage.all")}
          </Anchor>
          <Title order={1}>{t("ticketsPage.titles.resolve")}</Title>
          <Text c="dimmed">{t("ticketsPage.subtitles.resolve")}</Text>
        </Stack>

        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Select
              label={t("ticketsPage.resolvePage.pick")}
              placeholder={
                open.isPending ? t("ticketsPage.detail.loading") : t("ticketsPage.resolvePage.pickPlaceholder")
              }
              description={t("ticketsPage.resolvePage.pickHint")}
              searchable
              clearable
              nothingFoundMessage={t("ticketsPage.filters.nothingFound")}
              data={options}
              value={id ? String(id) : null}
              onChange={choose}
              comboboxProps={{ width: "target" }}
              maxDropdownHeight={320}
            />
            {open.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(open.error, t("ticketsPage.resolvePage.loadFailed"))}
              </Alert>
            ) : !open.isPending && options.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("ticketsPage.resolvePage.noneOpen")}
              </Text>
            ) : null}
          </Stack>
        </Paper>

        {id === null ? (
          options.length > 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {t("ticketsPage.resolvePage.chooseFirst")}
            </Text>
          ) : null
        ) : ticket.isPending ? (
          <Paper withBorder radius="lg" p="md">
            <Stack gap="sm" role="status" aria-busy="true" aria-label={t("ticketsPage.detail.loading")}>
              <Skeleton h={24} w="60%" />
              <Skeleton h={18} w="40%" />
              <Skeleton h={60} />
            </Stack>
          </Paper>
        ) : ticket.isError || !chosen ? (
          <Alert color="red" variant="light" role="alert">
            {notFound
              ? t("ticketsPage.detail.notFound")
              : errorMessage(ticket.error, t("ticketsPage.detail.loadFailed"))}
          </Alert>
        ) : (
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="chosen-ticket">
            <Stack gap="md">
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t("ticketsPage.detail.title", { id: chosen.id })}
                </Text>
                <Title order={2} size="h3" id="chosen-ticket" style={{ overflowWrap: "anywhere" }}>
                  {chosen.subject}
                </Title>
                <Group gap="xs">
                  <TicketStatusBadge status={chosen.status} />
                  <PriorityBadge priority={chosen.priority} />
                  <CategoryBadge category={chosen.category} />
                </Group>
                <SlaIndicator ticket={chosen} />
              </Stack>
              <Text size="sm" lineClamp={5} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {chosen.description}
              </Text>
              {isUnresolved(chosen.status) ? (
                <Group gap="sm">
                  <Button
                    color="teal.9"
                    leftSection={<IconCircleCheck size={16} aria-hidden />}
                    onClick={() => setResolving(true)}
                  >
                    {t("ticketsPage.resolvePage.resolveButton")}
                  </Button>
                  <Button
                    variant="default"
                    component={Link}
                    to={ticketHref(chosen.id)}
                    leftSection={<IconExternalLink size={16} aria-hidden />}
                  >
                    {t("ticketsPage.resolvePage.open")}
                  </Button>
                </Group>
              ) : (
                <Stack gap="md">
                  <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
                    {t("ticketsPage.resolvePage.alreadyDone", {
                      status: isStatus(chosen.status)
                        ? t(`ticketsPage.status.${chosen.status}`).toLowerCase()
                        : chosen.status,
                    })}
                  </Alert>
                  {chosen.resolution_note ? (
                    <div>
                      <Text size="xs" c="dimmed">
                        {t("ticketsPage.detail.resolutionNote")}
                      </Text>
                      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                        {chosen.resolution_note}
                      </Text>
                    </div>
                  ) : null}
                  <RatingPanel key={chosen.id} ticket={chosen} editable />
                  <Group>
                    <Button
                      variant="default"
                      component={Link}
                      to={ticketHref(chosen.id)}
                      leftSection={<IconExternalLink size={16} aria-hidden />}
                    >
                      {t("ticketsPage.resolvePage.open")}
                    </Button>
                  </Group>
                </Stack>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
      <ResolveModal side="partner" ticket={resolving && chosen ? chosen : null} onClose={() => setResolving(false)} />
    </Container>
  );
}
