import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessage } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { useDeleteStudent } from "../api/delete-student";

/** "Delete student" with a confirmation; the server's sentence shows when it refuses (applications, rights). */
export function DeleteStudentButton({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, modal] = useDisclosure(false);
  const remove = useDeleteStudent(id);
  const close = () => {
    remove.reset();
    modal.close();
  };
  return (
    <>
      <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={modal.open}>
        {t("studentsPage.detail.delete")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("studentsPage.detail.deleteTitle", { name })} centered>
        <Stack gap="md">
          <Text size="sm">{t("studentsPage.detail.deleteBody")}</Text>
          {remove.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(remove.error, t("studentsPage.detail.deleteFailed"))}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("studentsPage.detail.deleteCancel")}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    notifications.show({ color: "teal", message: t("studentsPage.detail.deleted", { name }) });
                    navigate(paths.partner.students.href(), { replace: true });
                  },
                })
              }
            >
              {t("studentsPage.detail.deleteConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
