import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { passwordResetConfirmBody } from "@pp/shared";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PasswordStrength } from "../../../components/password-strength/password-strength";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { messages } from "../../../lib/messages";
import { paths } from "../../../lib/paths";
import { useConfirmPasswordReset } from "../api/password-reset-confirm";
import { FormError } from "./form-error";

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      <Text size="sm">{message}</Text>
      <Anchor component={Link} to={paths.resetRequest.href()} size="sm" fw={600}>
        {t("auth.resetConfirm.requestNew")}
      </Anchor>
    </Alert>
  );
}

export function ResetConfirmForm({ token, first = false }: { token: string; first?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const form = useForm({
    initialValues: { password: "", confirm_password: "" },
    validate: (values) => schemaResolver(passwordResetConfirmBody, { sync: true })({ ...values, token }),
  });
  const tokenError = isApiError(confirm.error) ? confirm.error.fieldErrors.token?.[0] : undefined;
  const loading = confirm.isPending;

  if (!token) return <InvalidLink message={messages.resetInvalid} />;
  if (tokenError) return <InvalidLink message={tokenError} />;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        confirm.mutate(
          { ...values, token },
          {
            onSuccess: ({ message }) => navigate(paths.login.href(), { replace: true, state: { notice: message } }),
            onError: (error) => {
              if (isApiError(error)) form.setErrors(error.firstFieldErrors());
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <PasswordInput
          label={t("auth.fields.newPassword")}
          description={t("auth.fields.passwordRule")}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps("password")}
        />
        <PasswordStrength password={form.values.password} />
        <PasswordInput
          label={t("auth.fields.confirmPassword")}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps("confirm_password")}
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          disabled={loading}
          leftSection={loading ? <Loader size={16} color="white" /> : undefined}
        >
          {loading
            ? t("common.loadingEllipsis")
            : first
              ? t("auth.resetConfirm.firstSubmit")
              : t("auth.resetConfirm.submit")}
        </Button>
        <FormError
          message={
            confirm.isError && !tokenError ? errorMessage(confirm.error, t("auth.resetConfirm.failed")) : undefined
          }
        />
      </Stack>
    </form>
  );
}
