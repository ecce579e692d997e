import "../two-factor-strings";
import { Alert, Anchor, Button, Loader, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/session-store";
import type { PendingChallenge } from "../api/login";
import { completeTwoFactor } from "../api/two-factor";

/**
 * The sign-in's second step (issue 17): a 6-digit code from the authenticator app, or a recovery code. A right one
 * starts the session exactly as a sign-in does; an expired challenge sends the person back to the password.
 */
export function TwoFactorStep({ challenge, onCancel }: { challenge: PendingChallenge; onCancel: () => void }) {
  const { t } = useTranslation();
  const signIn = useSession((s) => s.signIn);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setFieldError(t("twoFactor.step.required"));
      return;
    }
    setPending(true);
    setFieldError(undefined);
    setError(undefined);
    try {
      signIn(await completeTwoFactor({ challenge_token: challenge.token, code: value }), challenge.remember);
    } catch (e) {
      const first = isApiError(e) ? e.firstFieldErrors().code : undefined;
      if (first) setFieldError(first);
      else setError(errorMessage(e, t("twoFactor.step.failed")));
      setPending(false);
    }
  };

  const toggle = () => {
    setRecovery((r) => !r);
    setCode("");
    setFieldError(undefined);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text fw={600}>{t("twoFactor.step.title")}</Text>
        <Text size="sm" c="dimmed">
          {recovery ? t("twoFactor.step.recoveryPrompt") : t("twoFactor.step.prompt")}
        </Text>
        <TextInput
          key={recovery ? "recovery" : "app"}
          name="code"
          label={recovery ? t("twoFactor.step.recoveryCode") : t("twoFactor.step.code")}
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          maxLength={recovery ? 20 : 6}
          withAsterisk
          data-autofocus
          autoFocus
          value={code}
          error={fieldError}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          disabled={pending}
          leftSection={pending ? <Loader size={16} color="white" /> : undefined}
        >
          {t("twoFactor.step.submit")}
        </Button>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Anchor component="button" type="button" size="sm" onClick={toggle}>
          {recovery ? t("twoFactor.step.useApp") : t("twoFactor.step.useRecovery")}
        </Anchor>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
          {t("twoFactor.step.back")}
        </Anchor>
      </Stack>
    </form>
  );
}
