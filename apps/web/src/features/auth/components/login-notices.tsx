import { Alert } from "@mantine/core";
import { IconCircleCheck, IconClockExclamation } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The sign-in page's notices: the session ran out, or the page that sent the visitor here has news. */
export function LoginNotices({ expired, notice }: { expired: boolean; notice: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {expired && (
        <Alert color="orange" variant="light" icon={<IconClockExclamation size={18} />}>
          {t("auth.login.sessionExpired")}
        </Alert>
      )}
      {notice && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
          {notice}
        </Alert>
      )}
    </>
  );
}
