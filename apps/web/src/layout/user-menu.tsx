import { Avatar, Box, Button, Group, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { logout } from "../lib/auth/logout";
import { useSession } from "../lib/auth/session-store";
import { paths } from "../lib/paths";

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

/** The signed-in user's name and the Log Out button. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const name = user?.name ?? "";

  const signOut = () => {
    void logout();
    navigate(paths.login.href(), { replace: true });
  };

  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar color="brand" radius="xl" size={36} title={name} aria-hidden>
        {initials(name)}
      </Avatar>
      <Box visibleFrom="xs" miw={0}>
        <Text size="sm" fw={600} lh={1.2} data-testid="header-user-name" lineClamp={1}>
          {name}
        </Text>
        {user?.partner_name && (
          <Text size="xs" c="dimmed" lh={1.2} visibleFrom="sm" lineClamp={1}>
            {user.partner_name}
          </Text>
        )}
      </Box>
      <Button
        variant="light"
        color="gray"
        leftSection={<IconLogout size={16} />}
        onClick={signOut}
        ml="xs"
        style={{ flexShrink: 0 }}
      >
        {t("layout.logout")}
      </Button>
    </Group>
  );
}
