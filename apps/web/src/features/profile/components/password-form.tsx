import "../../auth/account-strings";
import { Alert, Button, Group, Loader, PasswordInput, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { passwordChangeBody } from "@pp/shared";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PasswordStrength } from "../../../components/password-strength/password-strength";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/session-store";
import { useChangePassword } from "../api/change-password";

const empty = { current_password: "", password: "", confirm_password: "" };

/** Current password, new password twice; on success this session keeps going on the new tokens. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const user = useSession((s) => s.user);
  const userInputs = user ? [user.name, user.email] : [];
  const form = useForm({
    initialValues: empty,
    validate: schemaResolver(passwordChangeBody, { sync: true }),
  });
  const fieldErrors = isApiError(change.error) ? change.error.fieldErrors : {};
  const generalError = change.isError && Object.keys(fieldErrors).length === 0;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        change.mutate(values, {
          onSuccess: () => form.setValues(empty),
          onError: (error) => {
            if (isApiError(error)) form.setErrors(error.firstFieldErrors());
          },
        }),
      )}
    >
      <Stack gap="md">
        <PasswordInput
          label={t("profile.password.current")}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps("current_password")}
        />
        <PasswordInput
          label={t("profile.password.new")}
          description={t("auth.fields.passwordRule")}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps("password")}
        />
        <PasswordStrength password={form.values.password} userInputs={userInputs} />
        <PasswordInput
          label={t("profile.password.confirm")}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps("confirm_password")}
        />
        {change.isSuccess && !form.isDirty() && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {t("profile.password.changed")}
          </Alert>
        )}
        {generalError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(change.error, t("profile.password.failed"))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={change.isPending}
            leftSection={change.isPending ? <Loader size={14} color="white" /> : undefined}
          >
            {t("profile.password.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
