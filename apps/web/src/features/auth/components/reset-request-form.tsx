import { Alert, Button, Loader, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { passwordResetBody } from "@pp/shared";
import { IconMailForward } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useRequestPasswordReset } from "../api/password-reset";
import { FormError } from "./form-error";

export function ResetRequestForm() {
  const { t } = useTranslation();
  const reset = useRequestPasswordReset();
  const form = useForm({ initialValues: { email: "" }, validate: schemaResolver(passwordResetBody, { sync: true }) });
  const loading = reset.isPending;

  if (reset.isSuccess) {
    return (
      <Alert color="teal" variant="light" icon={<IconMailForward size={18} />} role="status">
        {reset.data.message}
      </Alert>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        reset.mutate(values, {
          onError: (error) => {
            if (isApiError(error)) form.setErrors(error.firstFieldErrors());
          },
        }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label={t("auth.fields.email")}
          placeholder={t("auth.fields.emailPlaceholder")}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps("email")}
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          disabled={loading}
          leftSection={loading ? <Loader size={16} color="white" /> : undefined}
        >
          {loading ? t("common.loadingEllipsis") : t("auth.reset.submit")}
        </Button>
        <FormError message={reset.isError ? errorMessage(reset.error, t("auth.reset.failed")) : undefined} />
      </Stack>
    </form>
  );
}
