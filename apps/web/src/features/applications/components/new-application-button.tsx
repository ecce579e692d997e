import { Button, Modal } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { CourseItem } from "@pp/shared";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import "../strings";
import { NewApplicationForm } from "./new-application-form";
import { useCan } from "./use-can";

/** "New application": a modal to pick the student (preset and locked when given), course and intake. */
export function NewApplicationButton({ studentId }: { studentId?: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  const canManage = useCan("applications.manage");
  const { t } = useTranslation();
  if (!canManage) return null;
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={open}>
        {t("applicationsPage.create.button")}
      </Button>
      <NewApplicationModal opened={opened} onClose={close} studentId={studentId} />
    </>
  );
}

/** The "New application" modal, with the student and (when given) the course preset. */
export function NewApplicationModal({
  opened,
  onClose,
  studentId,
  course,
}: {
  opened: boolean;
  onClose: () => void;
  studentId?: number;
  course?: CourseItem;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("applicationsPage.create.title")} size="lg">
      {opened && <NewApplicationForm studentId={studentId} course={course} onDone={onClose} />}
    </Modal>
  );
}
