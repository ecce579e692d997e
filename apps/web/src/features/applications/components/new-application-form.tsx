import { Alert, Button, type ComboboxItem, Group, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { applicationCreateBody, type CourseItem } from "@pp/shared";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ltrText } from "../../../components/ltr";
import { SearchSelect } from "../../../components/search-select";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { localSchemaResolver } from "../../../lib/form-resolver";
import { paths } from "../../../lib/paths";
import { useRefNames } from "../../lookups/use-ref-names";
import { useCreateApplication } from "../api/create-application";
import { useApplicationLookups } from "../api/lookups";
import { useCourse, useCourseOptions } from "../api/search-courses";
import { useStudentOption, useStudentOptions } from "../api/search-students";
import { upcomingIntakes } from "../utils/intakes";
import { formatMoney } from "../utils/money";

type Values = { student_id: string | null; course_id: string | null; intake_id: string | null };

function CourseOption({ course }: { course: CourseItem | undefined; label: string }) {
  const { t } = useTranslation();
  const names = useRefNames();
  if (!course) return null;
  return (
    <Stack gap={0}>
      <Text size="sm">{course.name}</Text>
      <Text size="xs" c="dimmed">
        {course.provider.name} · {names.country(course.country)} ·{" "}
        {t("applicationsPage.create.tuition", {
          amount: formatMoney(course.tuition_fee),
          currency: course.currency,
        })}
      </Text>
    </Stack>
  );
}

/**
 * Student, course, intake → a Draft application; then its detail page opens. `course` presets the course (applying
 * from a student's course matches).
 */
export function NewApplicationForm({
  studentId,
  course: presetCourse,
  onDone,
}: {
  studentId?: number;
  course?: CourseItem;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateApplication();
  const names = useRefNames();
  const [studentSearch, setStudentSearch] = useState("");
  const [courseSearch, setCourseSearch] = useState("");
  const [chosenCourse, setChosenCourse] = useState<CourseItem | null>(presetCourse ?? null);
  const [chosenStudent, setChosenStudent] = useState<ComboboxItem | null>(null);

  const presetStudent = useStudentOption(studentId);
  const students = useStudentOptions(studentSearch, studentId === undefined);
  const courses = useCourseOptions(courseSearch);
  const course = useCourse(chosenCourse?.id ?? null);
  const lookups = useApplicationLookups();

  const form = useForm<Values>({
    initialValues: {
      student_id: studentId ? String(studentId) : null,
      course_id: presetCourse ? String(presetCourse.id) : null,
      intake_id: null,
    },
    validate: localSchemaResolver(applicationCreateBody),
  });

  const studentOptions: ComboboxItem[] = (students.data ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.full_name} (${ltrText(s.email)})`,
  }));
  const preset = presetStudent.data
    ? {
        value: String(presetStudent.data.id),
        label: `${presetStudent.data.full_name} (${ltrText(presetStudent.data.email)})`,
      }
    : studentId
      ? { value: String(studentId), label: t("applicationsPage.create.loading") }
      : null;
  const courseById = useMemo(() => {
    const map = new Map((courses.data ?? []).map((c) => [String(c.id), c]));
    if (chosenCourse) map.set(String(chosenCourse.id), chosenCourse);
    return map;
  }, [courses.data, chosenCourse]);
  const courseOptions = (courses.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  const intakes = useMemo(() => {
    if (!course.data) return [];
    if (course.data.intakes) return course.data.intakes;
    return upcomingIntakes(lookups.data?.intakes ?? [], course.data.intake_months);
  }, [course.data, lookups.data]);

  const fieldErrors = isApiError(create.error) ? create.error.fieldErrors : {};
  const generalError = create.isError && Object.keys(fieldErrors).length === 0;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        create.mutate(applicationCreateBody.parse(values), {
          onSuccess: (detail) => {
            notifications.show({
              color: "teal",
              title: t("applicationsPage.create.createdTitle"),
              message: t("applicationsPage.create.created", { id: detail.id }),
            });
            onDone();
            navigate(paths.partnerDetail.application.href(detail.id));
          },
          onError: (error) => {
            if (isApiError(error)) form.setErrors(error.firstFieldErrors());
          },
        }),
      )}
    >
      <Stack gap="md">
        {studentId !== undefined ? (
          <Select
            label={t("applicationsPage.create.student")}
            data={preset ? [preset] : []}
            value={String(studentId)}
            disabled
            withAsterisk
            error={form.errors.student_id}
          />
        ) : (
          <SearchSelect
            label={t("applicationsPage.create.student")}
            placeholder={t("applicationsPage.create.studentPlaceholder")}
            nothingFoundMessage={t("applicationsPage.filters.nothingFound")}
            withAsterisk
            options={studentOptions}
            selected={chosenStudent}
            loading={students.isFetching}
            onSearch={setStudentSearch}
            {...form.getInputProps("student_id")}
            onChange={(value, option) => {
              setChosenStudent(option);
              form.setFieldValue("student_id", value);
            }}
          />
        )}
        <SearchSelect
          label={t("applicationsPage.create.course")}
          placeholder={t("applicationsPage.create.coursePlaceholder")}
          description={t("applicationsPage.create.courseHint")}
          nothingFoundMessage={courseSearch.length >= 2 ? t("applicationsPage.filters.nothingFound") : undefined}
          withAsterisk
          options={courseOptions}
          selected={chosenCourse ? { value: String(chosenCourse.id), label: chosenCourse.name } : null}
          loading={courses.isFetching}
          onSearch={setCourseSearch}
          renderOption={({ option }) => <CourseOption course={courseById.get(option.value)} label={option.label} />}
          comboboxProps={{ width: "target" }}
          maxDropdownHeight={320}
          {...form.getInputProps("course_id")}
          onChange={(value) => {
            setChosenCourse(value ? (courseById.get(value) ?? null) : null);
            form.setFieldValue("course_id", value);
            form.setFieldValue("intake_id", null);
          }}
        />
        {chosenCourse && (
          <Text size="sm" c="dimmed" data-testid="chosen-course">
            {chosenCourse.provider.name} · {names.country(chosenCourse.country)} ·{" "}
            {t("applicationsPage.create.tuition", {
              amount: formatMoney(chosenCourse.tuition_fee),
              currency: chosenCourse.currency,
            })}
            {Number(chosenCourse.application_fee) > 0 &&
              ` · ${t("applicationsPage.create.applicationFee", {
                amount: formatMoney(chosenCourse.application_fee),
                currency: chosenCourse.currency,
              })}`}
          </Text>
        )}
        <Select
          label={t("applicationsPage.create.intake")}
          placeholder={t("applicationsPage.create.intakePlaceholder")}
          description={
            !chosenCourse
              ? t("applicationsPage.create.intakeNeedsCourse")
              : course.data && !lookups.isPending && intakes.length === 0
                ? t("applicationsPage.create.noIntakes")
                : undefined
          }
          withAsterisk
          disabled={!chosenCourse || course.isPending}
          data={intakes.map((i) => ({ value: String(i.id), label: names.intake(i) }))}
          rightSection={
            chosenCourse && (course.isFetching || lookups.isFetching) ? <Text size="xs">…</Text> : undefined
          }
          {...form.getInputProps("intake_id")}
        />
        {generalError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(create.error, t("applicationsPage.create.failed"))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("applicationsPage.create.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t("applicationsPage.create.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
