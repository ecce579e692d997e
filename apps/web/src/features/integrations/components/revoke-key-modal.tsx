import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/confirm-delete-modal";

type Props = {
  /** The key being revoked; the modal is open while there is one. */
  apiKey: { id: number; name: string } | null;
  /** The partner's revoke or the Superadmin's (useRevokeApiKey, useAdminRevokeApiKey). */
  revoke: UseMutationResult<unknown, unknown, number>;
  onClose: () => void;
  /** Once the key is revoked (the modal asks to be closed first): the sentence that says so. */
  onRevoked: (notice: string) => void;
};

/** Asks before revoking an API key (the partner's card and the Superadmin's list); a failure is shown in it. */
export function RevokeKeyModal({ apiKey, revoke, onClose, onRevoked }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteModal
      opened={apiKey !== null}
      title={t("integrations.apiKeys.revokeTitle")}
      body={t("integrations.apiKeys.revokeBody", { name: apiKey?.name ?? "" })}
      cancelLabel={t("integrations.apiKeys.cancel")}
      confirmLabel={t("integrations.apiKeys.revokeConfirm")}
      closeLabel={t("integrations.apiKeys.close")}
      error={revoke.error}
      failedLabel={t("integrations.apiKeys.revokeFailed")}
      pending={revoke.isPending}
      onClose={onClose}
      onConfirm={() => {
        const key = apiKey;
        if (!key) return;
        revoke.mutate(key.id, {
          onSuccess: () => {
            onClose();
            onRevoked(t("integrations.apiKeys.revoked", { name: key.name }));
          },
        });
      }}
    />
  );
}
