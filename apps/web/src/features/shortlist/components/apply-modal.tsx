import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ApplicationDetail, CourseItem, StudentItem } from "@pp/shared";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { useApplyShortlist } from "../api/apply-shortlist";
import { useCourseIntakes } from "../api/get-course-intakes";
import { type ApplyValues, buildApplyBody, intakeField } from "../utils/apply-form";
import { ApplyCourseRow } from "./apply-course-row";
import { ApplyDone } from "./apply-done";
import { StudentPicker } from "./student-picker";
import "../strings";
import classes from "./apply-modal.module.css";

type Props = { opened: boolean; onClose: () => void; courses: readonly CourseItem[] };

type Done = { student: StudentItem | null; studentId: number; created: ApplicationDetail[] };

/** Turns shortlisted courses into Draft applications for one student: an intake per course, all or none. */
export function ApplyModal({ opened, onClose, courses }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<number[]>([]);
  const [student, setStudent] = useState<StudentItem | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const apply = useApplyShortlist();
  // Each course once, even if the shortlist listed one twice: one application per course.
  const included = courses.filter((c, i) => !left.includes(c.id) && courses.findIndex((x) => x.id === c.id) === i);
  const ids = included.map((c) => c.id);
  const intakes = useCourseIntakes(
    courses.map((c) => c.id),
    opened,
  );
  const form = useForm<ApplyValues>({
    mode: "controlled",
    initialValues: { student_id: "", intakes: {} },
    validate: (values) => buildApplyBody(values, ids).errors ?? {},
  });

  // A fresh form each time the modal opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only on opening.
  useEffect(() => {
    if (!opened) return;
    form.reset();
    setLeft([]);
    setDone(null);
    setFailure(null);
    setStudent(null);
  }, [opened]);

  const submit = form.onSubmit((values) => {
    const built = buildApplyBody(values, ids);
    if (!built.body) return;
    setFailure(null);
    apply.mutate(built.body, {
      // The result panel below is the one confirmation (a toast beside it would say the same twice).
      onSuccess: (created) => setDone({ student, studentId: built.body.student_id as number, created }),
      onError: (error) => {
        const fields = isApiError(error) ? error.firstFieldErrors() : {};
        if (fields.student_id) form.setFieldError("student_id", fields.student_id);
        // A course's own error (already applied for it: course, provider and intake named) marks its row too.
        for (const [key, message] of Object.entries(fields)) {
          const index = /^items\.(\d+)\.intake_id$/.exec(key)?.[1];
          const courseId = index === undefined ? undefined : built.body.items[Number(index)]?.course_id;
          if (courseId !== undefined) form.setFieldError(intakeField(Number(courseId)), message);
        }
        const details = Object.entries(fields)
          .filter(([k]) => k !== "student_id")
          .map(([, v]) => v);
        setFailure({ message: (isApiError(error) && error.message) || t("shortlist.apply.failed"), details });
      },
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={done ? t("shortlist.apply.successTitle") : t("shortlist.apply.title")}
      size="lg"
      radius="md"
      centered
    >
      {done ? (
        <ApplyDone studentId={done.studentId} student={done.student} created={done.created} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t("shortlist.apply.intro")}
            </Text>
            {failure && (
              <Alert color="red" title={t("shortlist.apply.failed")} role="alert">
                <Text size="sm">{failure.message}</Text>
                {failure.details.map((d) => (
                  <Text size="sm" key={d}>
                    {d}
                  </Text>
                ))}
              </Alert>
            )}
            <StudentPicker
              enabled={opened}
              value={form.values.student_id}
              onChange={(id, s) => {
                form.setFieldValue("student_id", id);
                setStudent(s);
              }}
              error={form.errors.student_id}
            />
            <fieldset className={classes.fieldset}>
              <Text component="legend" fw={600} size="sm" mb="xs">
                {t("shortlist.apply.coursesLegend")}
              </Text>
              {included.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t("shortlist.apply.none")}
                </Text>
              ) : (
                <Stack gap="sm">
                  {included.map((course) => (
                    <ApplyCourseRow
                      key={course.id}
                      course={course}
                      intakes={intakes.get(course.id)}
                      value={form.values.intakes[String(course.id)] ?? ""}
                      onChange={(v) => form.setFieldValue(intakeField(course.id), v)}
                      error={form.errors[intakeField(course.id)]}
                      canLeaveOut={included.length > 1}
                      onLeaveOut={() => setLeft((l) => [...l, course.id])}
                    />
                  ))}
                </Stack>
              )}
            </fieldset>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t("shortlist.apply.cancel")}
              </Button>
              <Button type="submit" loading={apply.isPending} disabled={included.length === 0}>
                {t("shortlist.apply.submit", { count: included.length })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
