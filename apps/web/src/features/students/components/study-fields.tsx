import { Select } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { toCountryOptions, useStudyDestinations, useStudyLevels } from "../../lookups";
import { useMasterNames } from "../../lookups/use-master-names";
import type { StudentFormValues } from "../form/student-form-values";

type Props = { form: UseFormReturnType<StudentFormValues> };

/** Study destination → the levels offered there (cleared when the destination changes). */
export function StudyFields({ form }: Props) {
  const { t } = useTranslation();
  const masters = useMasterNames();
  const destinations = useStudyDestinations();
  const destinationId = form.getValues().study_country_id;
  const levels = useStudyLevels(destinationId ? Number(destinationId) : null);
  return (
    <>
      <Select
        label={t("studentsPage.form.studyCountry")}
        withAsterisk
        data={toCountryOptions(destinations.data)}
        searchable
        nothingFoundMessage={t("studentsPage.form.nothingFound")}
        placeholder={destinations.isLoading ? t("studentsPage.form.loadingOptions") : t("studentsPage.form.search")}
        autoComplete="off"
        {...form.getInputProps("study_country_id")}
        onChange={(value) => {
          form.setFieldValue("study_country_id", value);
          form.setFieldValue("study_level_id", null);
        }}
      />
      <Select
        label={t("studentsPage.form.studyLevel")}
        withAsterisk
        data={masters.levelOptions(levels.data)}
        disabled={!destinationId}
        nothingFoundMessage={t("studentsPage.form.nothingFound")}
        placeholder={
          !destinationId
            ? t("studentsPage.form.studyLevelHint")
            : levels.isLoading
              ? t("studentsPage.form.loadingOptions")
              : undefined
        }
        {...form.getInputProps("study_level_id")}
      />
    </>
  );
}
