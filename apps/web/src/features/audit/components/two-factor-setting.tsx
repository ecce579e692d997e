import "../../auth/two-factor-strings";
import { Alert, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import type { PartnerSettings } from "@pp/shared";
import { partnerSettingsPaths } from "@pp/shared/paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/api-error";
import type { Company } from "../api/get-company";
import { auditKeys } from "../api/keys";

/** The owner's switch: every sub-login must use two-factor sign-in (asked at its next sign-in). */
export function TwoFactorSetting({ company }: { company: Company }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: PartnerSettings) =>
      api.patch<{ data: PartnerSettings }>(partnerSettingsPaths.settings, body).then((r) => r.data),
    onSuccess: (data) => {
      queryClient.setQueryData<Company>(auditKeys.company(), (c) => (c ? { ...c, ...data } : c));
      void queryClient.invalidateQueries({ queryKey: auditKeys.company() });
    },
  });
  const checked = save.isPending ? (save.variables?.require_two_factor ?? false) : company.require_two_factor;

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="sign-in-security">
      <Stack gap="xs">
        <Title order={2} size="h4" id="sign-in-security">
          {t("twoFactor.company.title")}
        </Title>
        <Switch
          label={t("twoFactor.company.requireLabel")}
          description={t("twoFactor.company.requireHelp")}
          checked={checked}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ require_two_factor: e.currentTarget.checked })}
        />
        {save.isSuccess && (
          <Text size="sm" c="teal" role="status">
            {t("twoFactor.company.saved")}
          </Text>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error, t("twoFactor.company.failed"))}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
