import { NumberInput, Select } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { ENGLISH_SCALES, ENGLISH_TESTS } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { BANDS, hasEnglishScores, type StudentFormValues } from "../form/student-form-values";

type Props = { form: UseFormReturnType<StudentFormValues> };

/** The test, then its overall score and four bands, shown only once a test with scores is chosen. */
export function EnglishFields({ form }: Props) {
  const { t } = useTranslation();
  const test = form.getValues().english_test;
  const scale = hasEnglishScores(test) ? ENGLISH_SCALES[test] : null;
  const scoreProps = scale
    ? { min: scale.min, max: scale.max, step: scale.step, decimalScale: scale.step < 1 ? 1 : 0, allowNegative: false }
    : {};
  return (
    <>
      <Select
        label={t("studentsPage.form.englishTest")}
        clearable
        data={ENGLISH_TESTS.map((v) => ({ value: v, label: t(`studentsPage.englishTests.${v}`) }))}
        {...form.getInputProps("english_test")}
      />
      {scale ? (
        <>
          <NumberInput
            label={t("studentsPage.form.englishOverall")}
            description={t("studentsPage.form.englishScale", scale)}
            {...scoreProps}
            {...form.getInputProps("english_overall")}
          />
          {BANDS.map((band) => (
            <NumberInput
              key={band}
              label={t(`studentsPage.form.${band}`)}
              {...scoreProps}
              {...form.getInputProps(`english_bands.${band}`)}
            />
          ))}
        </>
      ) : null}
    </>
  );
}
