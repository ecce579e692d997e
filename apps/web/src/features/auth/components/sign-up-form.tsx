import {
  Anchor,
  Button,
  Checkbox,
  Loader,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { signupBody } from "@pp/shared";
import { useMemo } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PasswordStrength } from "../../../components/password-strength/password-strength";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { type SignUpResult, useSignUp } from "../api/sign-up";
import { useSignUpCountries } from "../api/sign-up-countries";
import { FormError } from "./form-error";

export type SignUpValues = {
  full_name: string;
  company_name: string;
  email: string;
  password: string;
  confirm_password: string;
  country_id: string | null;
  terms_accepted: boolean;
};

const validateSchema = schemaResolver(signupBody, { sync: true });

export function SignUpForm({ onDone }: { onDone: (result: SignUpResult, values: SignUpValues) => void }) {
  const { t } = useTranslation();
  const countries = useSignUpCountries();
  const signUp = useSignUp();
  const form = useForm<SignUpValues>({
    initialValues: {
      full_name: "",
      company_name: "",
      email: "",
      password: "",
      confirm_password: "",
      country_id: null,
      terms_accepted: false,
    },
    // The schema checks the match only once every other field passes; say it at once.
    validate: (values) => {
      const errors = validateSchema(values);
      if (!errors.confirm_password && values.confirm_password && values.password !== values.confirm_password) {
        errors.confirm_password = t("auth.validation.passwordsMismatch");
      }
      return errors;
    },
  });
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    [countries.data],
  );

  const submit = form.onSubmit((values) => {
    signUp.mutate(
      { ...values, country_id: Number(values.country_id), terms_accepted: true },
      {
        onSuccess: (result) => onDone(result, values),
        onError: (error) => {
          if (isApiError(error)) form.setErrors(error.firstFieldErrors());
        },
      },
    );
  });
  const loading = signUp.isPending;
  // When every server error sits under its own field, the summary line would only repeat it.
  const errorFields = isApiError(signUp.error) ? Object.keys(signUp.error.fieldErrors) : [];
  const fieldErrorsShown = errorFields.length > 0 && errorFields.every((field) => field in form.values);

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t("auth.fields.fullName")}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps("full_name")}
          />
          <TextInput
            label={t("auth.fields.companyName")}
            autoComplete="organization"
            withAsterisk
            {...form.getInputProps("company_name")}
          />
        </SimpleGrid>
        <TextInput
          label={t("auth.fields.email")}
          placeholder={t("auth.fields.emailPlaceholder")}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps("email")}
        />
        <Select
          label={t("auth.fields.country")}
          placeholder={t("auth.fields.countryPlaceholder")}
          data={countryOptions}
          searchable
          nothingFoundMessage={t("auth.fields.countryNotFound")}
          rightSection={countries.isLoading ? <Loader size={16} /> : undefined}
          withAsterisk
          {...form.getInputProps("country_id")}
          error={form.errors.country_id ?? (countries.isError ? t("auth.signUp.countriesFailed") : undefined)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PasswordInput
            label={t("auth.fields.password")}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label={t("auth.fields.confirmPassword")}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps("confirm_password")}
          />
        </SimpleGrid>
        <PasswordStrength
          password={form.values.password}
          userInputs={[form.values.full_name, form.values.email, form.values.company_name]}
        />
        <Text size="xs" c="dimmed" mt={-6}>
          {t("auth.fields.passwordRule")}
        </Text>
        <Checkbox
          label={
            <Trans
              i18nKey="auth.signUp.terms"
              components={{
                terms: <Anchor component={Link} to={paths.terms.href()} target="_blank" inherit />,
                privacy: <Anchor component={Link} to={paths.privacy.href()} target="_blank" inherit />,
              }}
            />
          }
          {...form.getInputProps("terms_accepted", { type: "checkbox" })}
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          disabled={loading}
          leftSection={loading ? <Loader size={16} color="white" /> : undefined}
        >
          {loading ? t("common.loadingEllipsis") : t("auth.signUp.submit")}
        </Button>
        <FormError
          message={
            signUp.isError && !fieldErrorsShown ? errorMessage(signUp.error, t("auth.signUp.failed")) : undefined
          }
        />
      </Stack>
    </form>
  );
}
