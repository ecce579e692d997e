import "../strings";
import { Button, Checkbox } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconEraser } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDeleteModal } from "../../../components/confirm-delete-modal";
import { paths } from "../../../lib/paths";
import { useEraseStudent } from "../api/erase-student";

/**
 * "Erase personal data" (the owner only; issue 37, decision 057): what goes and what stays, a choice to withdraw the
 * applications still in progress, and a box to tick before the button that cannot be undone. The server's sentence
 * shows when it refuses.
 */
export function EraseStudentButton({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, modal] = useDisclosure(false);
  const [withdraw, setWithdraw] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const erase = useEraseStudent(id);
  const close = () => {
    erase.reset();
    setWithdraw(false);
    setUnderstood(false);
    modal.close();
  };
  return (
    <>
      <Button variant="outline" color="red.9" leftSection={<IconEraser size={16} aria-hidden />} onClick={modal.open}>
        {t("studentsPage.detail.erase")}
      </Button>
      <ConfirmDeleteModal
        opened={opened}
        onClose={close}
        title={t("studentsPage.detail.eraseTitle", { name })}
        body={t("studentsPage.detail.eraseBody", { id })}
        cancelLabel={t("studentsPage.detail.deleteCancel")}
        closeLabel={t("studentsPage.detail.deleteCancel")}
        confirmLabel={t("studentsPage.detail.eraseConfirm")}
        error={erase.isError ? erase.error : null}
        failedLabel={t("studentsPage.detail.eraseFailed")}
        pending={erase.isPending}
        confirmDisabled={!understood}
        onConfirm={() =>
          erase.mutate(withdraw, {
            onSuccess: () => {
              notifications.show({ color: "teal", message: t("studentsPage.detail.erased", { name }) });
              navigate(paths.partner.students.href(), { replace: true });
            },
          })
        }
      >
        <Checkbox
          label={t("studentsPage.detail.eraseWithdraw")}
          checked={withdraw}
          onChange={(e) => setWithdraw(e.currentTarget.checked)}
        />
        <Checkbox
          label={t("studentsPage.detail.eraseUnderstand")}
          checked={understood}
          onChange={(e) => setUnderstood(e.currentTarget.checked)}
        />
      </ConfirmDeleteModal>
    </>
  );
}
