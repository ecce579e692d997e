import { Drawer } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { useCreateStudent } from "../api/create-student";
import { findDuplicateId } from "../api/find-duplicate";
import { emptyStudentValues, type StudentFormValues, valuesToCreateBody } from "../form/student-form-values";
import { type SaveFailure, StudentForm } from "./student-form";

type Props = { opened: boolean; onClose: () => void; onCreated?: (id: number) => void };

/** The Add Student form in a right-hand drawer: wide on a desktop, the full width on a phone. */
export function AddStudentDrawer({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const create = useCreateStudent();

  const save = async (values: StudentFormValues) => {
    const body = valuesToCreateBody(values);
    try {
      const student = await create.mutateAsync(body);
      notifications.show({
        color: "teal",
        message: t("studentsPage.drawer.created", { name: student.full_name }),
      });
      onClose();
      onCreated?.(student.id);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        const fieldErrors = error.firstFieldErrors();
        const field = Object.keys(fieldErrors)[0] ?? "email";
        const failure: SaveFailure = {
          message: error.message,
          fieldErrors,
          existingId: await findDuplicateId(body, field),
        };
        throw failure;
      }
      throw error;
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "xl"}
      title={t("studentsPage.drawer.title")}
      closeButtonProps={{ "aria-label": t("studentsPage.drawer.close") }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)" } }}
    >
      {opened ? (
        <StudentForm mode="create" initialValues={emptyStudentValues()} onSave={save} onCancel={onClose} />
      ) : null}
    </Drawer>
  );
}
