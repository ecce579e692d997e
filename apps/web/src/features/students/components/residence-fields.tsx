import { Select, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { toCountryOptions, toOptions, useCountries, useStates } from "../../lookups";
import type { StudentFormValues } from "../form/student-form-values";

type Props = { form: UseFormReturnType<StudentFormValues> };

/** Country of residence → state (loaded for the chosen country, cleared when the country changes) → city. */
export function ResidenceFields({ form }: Props) {
  const { t } = useTranslation();
  const countries = useCountries();
  const countryId = form.getValues().country_id;
  const states = useStates(countryId ? Number(countryId) : null);
  return (
    <>
      <Select
        label={t("studentsPage.form.country")}
        data={toCountryOptions(countries.data)}
        searchable
        clearable
        nothingFoundMessage={t("studentsPage.form.nothingFound")}
        placeholder={countries.isLoading ? t("studentsPage.form.loadingOptions") : t("studentsPage.form.search")}
        autoComplete="off"
        {...form.getInputProps("country_id")}
        onChange={(value) => {
          form.setFieldValue("country_id", value);
          form.setFieldValue("state_id", null);
        }}
      />
      <Select
        label={t("studentsPage.form.state")}
        data={toOptions(states.data)}
        searchable
        clearable
        disabled={!countryId}
        nothingFoundMessage={t("studentsPage.form.nothingFound")}
        placeholder={
          !countryId
            ? t("studentsPage.form.stateHint")
            : states.isLoading
              ? t("studentsPage.form.loadingOptions")
              : t("studentsPage.form.search")
        }
        autoComplete="off"
        {...form.getInputProps("state_id")}
      />
      <TextInput label={t("studentsPage.form.city")} autoComplete="address-level2" {...form.getInputProps("city")} />
      <TextInput
        label={t("studentsPage.form.address")}
        autoComplete="street-address"
        {...form.getInputProps("address")}
      />
    </>
  );
}
