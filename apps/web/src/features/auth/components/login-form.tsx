import { Button, Checkbox, Group, Loader, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { messages } from "../../../lib/messages";
import { AppAnchor } from "../../../lib/navigation";
import { publicPaths as paths } from "../../../lib/public-paths";
import { useLogin } from "../api/login";
import { FormError } from "./form-error";

type Errors = { email?: string; password?: string };

/** Only accounts with two-factor sign-in need the code step, so it loads when one does (the /login budget). */
const TwoFactorStep = lazy(() => import("./two-factor-step").then((m) => ({ default: m.TwoFactorStep })));

/**
 * Email and password are required and the email must pass the browser's email-type check (SPEC.md
 * section 5); the server checks the rest. Kept free of form and schema libraries for the /login budget.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { submit, isPending, error, challenge, cancelChallenge } = useLogin();
  const [values, setValues] = useState({ email: "", password: "", remember: false });
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emailInput = event.currentTarget.elements.namedItem("email") as HTMLInputElement;
    const next: Errors = {};
    if (!values.email.trim()) next.email = t("auth.validation.emailRequired");
    else if (emailInput.validity.typeMismatch) next.email = t("auth.validation.emailInvalid");
    if (!values.password) next.password = t("auth.validation.passwordRequired");
    setErrors(next);
    if (!next.email && !next.password) void submit({ ...values, email: values.email.trim() });
  };

  if (challenge) {
    return (
      <Suspense fallback={<Loader size="sm" />}>
        <TwoFactorStep challenge={challenge} onCancel={cancelChallenge} />
      </Suspense>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput
          name="email"
          label={t("auth.fields.email")}
          placeholder={t("auth.fields.emailPlaceholder")}
          type="email"
          autoComplete="username"
          withAsterisk
          value={values.email}
          error={errors.email}
          onChange={(e) => set({ email: e.currentTarget.value })}
        />
        <PasswordInput
          name="password"
          label={t("auth.fields.password")}
          placeholder={t("auth.fields.passwordPlaceholder")}
          autoComplete="current-password"
          withAsterisk
          value={values.password}
          error={errors.password}
          onChange={(e) => set({ password: e.currentTarget.value })}
        />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox
            name="remember"
            label={t("auth.login.remember")}
            checked={values.remember}
            onChange={(e) => set({ remember: e.currentTarget.checked })}
          />
          <AppAnchor to={paths.resetRequest.href()} size="sm" fw={500}>
            {t("auth.login.forgot")}
          </AppAnchor>
        </Group>
        <Button
          type="submit"
          fullWidth
          size="md"
          disabled={isPending}
          leftSection={isPending ? <Loader size={16} color="white" /> : undefined}
        >
          {isPending ? t("common.loadingEllipsis") : t("auth.login.submit")}
        </Button>
        <FormError message={error ? errorMessage(error, messages.loginFailed) : undefined} />
      </Stack>
    </form>
  );
}
