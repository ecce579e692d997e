import { Alert, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { disableTwoFactor } from "../../auth/api/two-factor";

type Errors = { password?: string; code?: string };

/** Turning two-factor sign-in off: the password and a current code or a recovery code. */
export function TwoFactorOffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ password: "", code: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!values.password) next.password = t("twoFactor.card.required");
    if (!values.code.trim()) next.code = t("twoFactor.card.required");
    setErrors(next);
    setError(undefined);
    if (next.password || next.code) return;
    setPending(true);
    try {
      await disableTwoFactor({ password: values.password, code: values.code.trim() });
      onDone();
    } catch (e) {
      const fields = isApiError(e) ? e.firstFieldErrors() : {};
      if (fields.password || fields.code) setErrors({ password: fields.password, code: fields.code });
      else setError(errorMessage(e, t("twoFactor.card.turnOffFailed")));
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <Text fw={600}>{t("twoFactor.card.turnOffTitle")}</Text>
        <Text size="sm" c="dimmed">
          {t("twoFactor.card.turnOffHelp")}
        </Text>
        <PasswordInput
          label={t("twoFactor.card.password")}
          autoComplete="current-password"
          withAsterisk
          value={values.password}
          error={errors.password}
          onChange={(e) => {
            const password = e.currentTarget.value;
            setValues((v) => ({ ...v, password }));
          }}
        />
        <TextInput
          label={t("twoFactor.card.code")}
          autoComplete="one-time-code"
          withAsterisk
          value={values.code}
          error={errors.code}
          onChange={(e) => {
            const code = e.currentTarget.value;
            setValues((v) => ({ ...v, code }));
          }}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("twoFactor.card.cancel")}
          </Button>
          <Button
            type="submit"
            color="red"
            disabled={pending}
            leftSection={pending ? <Loader size={14} color="white" /> : undefined}
          >
            {t("twoFactor.card.turnOff")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
