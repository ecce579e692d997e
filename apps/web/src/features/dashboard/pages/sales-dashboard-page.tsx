import "@mantine/charts/styles.css";
import "../strings";
import { Container, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useMe } from "../../../lib/auth/me";
import { useSession } from "../../../lib/auth/session-store";
import type { DashboardScope } from "../api/get-dashboard";
import { AdminDashboard } from "../components/admin-dashboard";
import { PartnerDashboard } from "../components/partner-dashboard";
import { ScopeSwitch } from "../components/scope-switch";

/**
 * /dashboard/sales: the partner's figures (a sub-login sees its own or the agency's as its permissions allow); for the
 * Superadmin, the whole platform's.
 */
export function SalesDashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  const storedUser = useSession((s) => s.user);
  const storedRole = useSession((s) => s.role);
  const permissions = useSession((s) => s.permissions);
  const [params, setParams] = useSearchParams();

  const user = me.data?.user ?? storedUser;
  const role = me.data?.role ?? storedRole ?? user?.role;
  const companyName = me.data?.partner?.company_name ?? user?.partner_name;
  const isPartner = role === "Partner";
  // The server answers the agency's figures to a sub-login only with applications.view (dashboard-routes.ts).
  const canSwitch = Boolean(user?.is_sub_login) && permissions.includes("applications.view");
  const scope: DashboardScope | undefined = canSwitch
    ? params.get("scope") === "mine"
      ? "mine"
      : "partner"
    : undefined;
  const setScope = (next: DashboardScope) =>
    setParams(
      (p) => {
        p.set("scope", next);
        return p;
      },
      { replace: true },
    );

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Text c="dimmed" size="sm" fw={500}>
              {t("salesDashboard.eyebrow")}
            </Text>
            {user ? (
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {t("salesDashboard.welcome", { name: user.name })}
              </Title>
            ) : (
              <Skeleton height={36} width={320} mt={4} />
            )}
            {isPartner && companyName ? (
              <Text size="lg" c="dimmed" mt={2} data-testid="partner-name">
                {companyName}
              </Text>
            ) : role === "Superadmin" ? (
              <Text size="lg" c="dimmed" mt={2}>
                {t("salesDashboard.admin.subtitle")}
              </Text>
            ) : null}
          </div>
          {isPartner && canSwitch && scope && <ScopeSwitch value={scope} onChange={setScope} />}
        </Group>
        {role === "Superadmin" ? (
          <AdminDashboard />
        ) : isPartner ? (
          <PartnerDashboard
            scope={scope}
            canOpenApplications={permissions.includes("applications.view")}
            canAddStudents={permissions.includes("students.manage")}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
