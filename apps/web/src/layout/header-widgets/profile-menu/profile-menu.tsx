import { Avatar, Badge, Box, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import {
  IconBuilding,
  IconFolders,
  IconHelpCircle,
  IconLogout,
  IconMail,
  IconPlugConnected,
  IconSettings,
  IconUserCircle,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { logout } from "../../../lib/auth/logout";
import { useSession } from "../../../lib/auth/session-store";
import { paths } from "../../../lib/paths";
import { linkEntries } from "../../menu/filter-menu";
import { useMenu } from "../../menu/use-menu";
import { useSwitcherOpen } from "../switcher-store";
import { initials } from "./initials";
import classes from "./profile-menu.module.css";
// The "Company profile" item's label lives with the company page's strings.
import "../../../features/audit/strings";
// The "Integrations" item's label lives with the integrations page's strings.
import "../../../features/integrations/strings";

/** The avatar button and the signed-in user's name; its menu leads to the profile, help, settings and Log Out. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const openSwitcher = useSwitcherOpen((s) => s.open);
  const visible = new Set(linkEntries(useMenu()).map((i) => i.id));
  const name = user?.name ?? "";
  const role = user ? t(`header.profile.roles.${user.role}`) : "";
  // The company page (profile and audit trail) is the partner's main user's only.
  const isPartnerOwner = user?.role === "Partner" && !user.is_sub_login;
  const roleLine = user?.is_sub_login ? `${role} · ${t("header.profile.subLogin")}` : role;

  const signOut = () => {
    void logout();
    navigate(paths.login.href(), { replace: true });
  };

  return (
    <Group gap="xs" wrap="nowrap" className={classes.root}>
      <Menu position="bottom-end" width={270} shadow="lg" offset={10} radius="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton aria-label={t("header.profile.label")} className={classes.trigger}>
            <Avatar color="brand" variant="filled" radius="xl" size={36} aria-hidden>
              {initials(name)}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <div className={classes.identity}>
            <Avatar color="brand" variant="light" radius="xl" size={40} aria-hidden>
              {initials(name)}
            </Avatar>
            <div className={classes.identityText}>
              <Text fw={700} size="sm" lineClamp={1}>
                {name}
              </Text>
              <Badge variant="light" size="xs" radius="sm" mt={2}>
                {roleLine}
              </Badge>
              {user?.partner_name && (
                <Text size="xs" c="dimmed" lineClamp={1} mt={2}>
                  {user.partner_name}
                </Text>
              )}
            </div>
          </div>
          <Menu.Divider />
          <Menu.Item component={Link} to={paths.profile.href()} leftSection={<IconUserCircle size={16} />}>
            {t("header.profile.profile")}
          </Menu.Item>
          {isPartnerOwner && (
            <Menu.Item
              component={Link}
              to={paths.partnerDetail.company.href()}
              leftSection={<IconBuilding size={16} />}
            >
              {t("auditPage.menu.company")}
            </Menu.Item>
          )}
          {isPartnerOwner && (
            <Menu.Item
              component={Link}
              to={paths.partnerDetail.integrations.href()}
              leftSection={<IconPlugConnected size={16} />}
            >
              {t("integrations.menu")}
            </Menu.Item>
          )}
          {visible.has("tickets") && (
            <Menu.Item component={Link} to={paths.partner.tickets.href()} leftSection={<IconMail size={16} />}>
              {t("header.profile.mailInbox")}
            </Menu.Item>
          )}
          {visible.has("documents") && (
            <Menu.Item component={Link} to={paths.partner.documents.href()} leftSection={<IconFolders size={16} />}>
              {t("header.profile.fileManager")}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconSettings size={16} />} onClick={openSwitcher}>
            {t("header.profile.settings")}
          </Menu.Item>
          <Menu.Item component={Link} to={paths.help.href()} leftSection={<IconHelpCircle size={16} />}>
            {t("header.profile.help")}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item className={classes.logout} leftSection={<IconLogout size={16} />} onClick={signOut}>
            {t("header.profile.logout")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Box visibleFrom="sm" miw={0} className={classes.name}>
        <Text size="sm" fw={600} lh={1.2} lineClamp={1} className={classes.nameText} data-testid="header-user-name">
          {name}
        </Text>
        <Text size="xs" lh={1.2} lineClamp={1} className={classes.subText}>
          {user?.partner_name ?? roleLine}
        </Text>
      </Box>
    </Group>
  );
}
