import { Badge, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Ltr } from "../../../components/ltr";
import { formatDateTime } from "../../../lib/format";
import type { AdminPartnerDetail } from "../api/get-partner";

/** The partner's owner account and sub-logins. */
export function PartnerUsersTable({ users }: { users: AdminPartnerDetail["users"] }) {
  const { t } = useTranslation();
  if (users.length === 0) return <Text c="dimmed">{t("adminPartnersPage.detail.usersEmpty")}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t("adminPartnersPage.detail.usersLabel")} verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("adminPartnersPage.detail.name")}</Table.Th>
            <Table.Th>{t("adminPartnersPage.detail.email")}</Table.Th>
            <Table.Th>{t("adminPartnersPage.detail.kind")}</Table.Th>
            <Table.Th>{t("adminPartnersPage.detail.userStatus")}</Table.Th>
            <Table.Th>{t("adminPartnersPage.detail.lastLogin")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>{u.name}</Table.Td>
              <Table.Td>
                <Ltr>{u.email}</Ltr>
              </Table.Td>
              <Table.Td>
                {u.is_sub_login ? t("adminPartnersPage.detail.subLogin") : t("adminPartnersPage.detail.owner")}
              </Table.Td>
              <Table.Td>
                <Badge variant="dot" color={u.status === "active" ? "teal" : "gray"}>
                  {u.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                {u.last_login_at ? formatDateTime(u.last_login_at) : t("adminPartnersPage.detail.never")}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
