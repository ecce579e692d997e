import "../two-factor-strings";
import { Alert, Button, Code, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import type { TwoFactorStartData } from "@pp/shared";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { confirmTwoFactor, startTwoFactor } from "../api/two-factor";
import { QrCode } from "./qr-code";
import { RecoveryCodes } from "./recovery-codes";

/**
 * Setting up an authenticator app (issue 17): a new secret as a QR code and as text, a first code to confirm it,
 * then the ten recovery codes once. `onEnabled` when it is on, `onDone` once the codes are put away.
 */
export function TwoFactorEnroll({
  onEnabled,
  onDone,
  onCancel,
}: {
  onEnabled?: () => void;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [started, setStarted] = useState<TwoFactorStartData | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    startTwoFactor().then(
      (data) => live && setStarted(data),
      (e: unknown) => live && setError(errorMessage(e, t("twoFactor.enroll.startFailed"))),
    );
    return () => {
      live = false;
    };
  }, [t]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(value)) {
      setFieldError(t("twoFactor.enroll.required"));
      return;
    }
    setPending(true);
    setFieldError(undefined);
    setError(undefined);
    try {
      const answer = await confirmTwoFactor(value);
      setCodes(answer.recovery_codes);
      onEnabled?.();
    } catch (e) {
      const first = isApiError(e) ? e.firstFieldErrors().code : undefined;
      if (first) setFieldError(first);
      else setError(errorMessage(e, t("twoFactor.enroll.confirmFailed")));
    } finally {
      setPending(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (!started) {
    return error ? (
      <Alert color="red" variant="light" role="alert">
        {error}
      </Alert>
    ) : (
      <Loader size="sm" />
    );
  }
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <Text size="sm">{t("twoFactor.enroll.scan")}</Text>
        <QrCode value={started.otpauth_url} />
        <Text size="sm">{t("twoFactor.enroll.manual")}</Text>
        <Code block dir="ltr" aria-label={t("twoFactor.enroll.secretLabel")} data-testid="two-factor-secret">
          {started.secret}
        </Code>
        <TextInput
          name="code"
          label={t("twoFactor.enroll.code")}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          withAsterisk
          value={code}
          error={fieldError}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t("twoFactor.card.cancel")}
            </Button>
          )}
          <Button
            type="submit"
            disabled={pending}
            leftSection={pending ? <Loader size={14} color="white" /> : undefined}
          >
            {t("twoFactor.enroll.confirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
