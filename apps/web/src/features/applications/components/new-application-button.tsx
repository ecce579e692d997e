import { Button, Modal } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import "../strings";
import { NewApplicationForm } from "./new-application-form";
import { useCan } from "./use-can";

/** "New application": a modal to pick the student (preset and locked when given), course and intake. */
export function NewApplicationButton({ studentId }: { studentId?: number }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const canManage = useCan("applications.manage");
  if (!canManage) return null;
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={open}>
        {t("applicationsPage.create.button")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("applicationsPage.create.title")} size="lg">
        {opened && <NewApplicationForm studentId={studentId} onDone={close} />}
      </Modal>
    </>
  );
}
