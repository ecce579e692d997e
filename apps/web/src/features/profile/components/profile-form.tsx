import { Alert, Button, Group, Loader, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { profileUpdateBody, type SessionUser } from "@pp/shared";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useUpdateProfile } from "../api/update-profile";

/** Name and phone; the server's field errors show under their fields. */
export function ProfileForm({ user }: { user: Pick<SessionUser, "name" | "phone"> }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { name: user.name, phone: user.phone ?? "" },
    validate: schemaResolver(profileUpdateBody, { sync: true }),
  });
  const fieldErrors = isApiError(update.error) ? update.error.fieldErrors : {};
  const generalError = update.isError && Object.keys(fieldErrors).length === 0;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        update.mutate(profileUpdateBody.parse(values), {
          onSuccess: (me) => {
            const saved = { name: me.user.name, phone: me.user.phone ?? "" };
            form.setInitialValues(saved);
            form.setValues(saved);
          },
          onError: (error) => {
            if (isApiError(error)) form.setErrors(error.firstFieldErrors());
          },
        }),
      )}
    >
      <Stack gap="md">
        <TextInput label={t("profile.details.name")} autoComplete="name" withAsterisk {...form.getInputProps("name")} />
        <TextInput
          label={t("profile.details.phone")}
          description={t("profile.details.phoneHint")}
          placeholder={t("profile.details.phonePlaceholder")}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps("phone")}
        />
        {update.isSuccess && !form.isDirty() && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {t("profile.details.saved")}
          </Alert>
        )}
        {generalError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error, t("profile.details.failed"))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={update.isPending}
            leftSection={update.isPending ? <Loader size={14} color="white" /> : undefined}
          >
            {t("profile.details.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
