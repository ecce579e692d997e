import { Alert } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { StudentDetail } from "@pp/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { findDuplicateId } from "../api/find-duplicate";
import { studentKeys } from "../api/student-keys";
import { useUpdateStudent } from "../api/update-student";
import { type StudentFormValues, studentToValues, valuesToUpdateBody } from "../form/student-form-values";
import { type SaveFailure, StudentForm } from "./student-form";

/** The profile tab: the whole student in the form, saved with PATCH; read-only without `students.manage`. */
export function StudentProfile({ student, canManage }: { student: StudentDetail; canManage: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateStudent(student.id, student.updated_at);
  const client = useQueryClient();
  const save = async (values: StudentFormValues) => {
    const body = valuesToUpdateBody(values);
    try {
      await update.mutateAsync(body);
      notifications.show({ color: "teal", message: t("studentsPage.form.saved") });
    } catch (error) {
      if (isApiError(error) && error.status === 412) {
        const failure: SaveFailure = { message: error.message, fieldErrors: {}, stale: true };
        throw failure;
      }
      if (isApiError(error) && error.status === 409) {
        const fieldErrors = error.firstFieldErrors();
        const field = Object.keys(fieldErrors)[0] ?? "email";
        const failure: SaveFailure = {
          message: error.message,
          fieldErrors,
          existingId: await findDuplicateId({ email: body.email ?? "", passport_number: body.passport_number }, field),
        };
        throw failure;
      }
      throw error;
    }
  };
  return (
    <>
      {canManage ? null : (
        <Alert color="blue" variant="light" mb="md">
          {t("studentsPage.detail.readOnly")}
        </Alert>
      )}
      <StudentForm
        mode="edit"
        initialValues={studentToValues(student)}
        onSave={save}
        onReload={() => client.invalidateQueries({ queryKey: studentKeys.detail(student.id) })}
        sectionOrder={2}
        readOnly={!canManage}
      />
    </>
  );
}
