import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The product's mark and name. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <img src="/favicon.svg" width={32} height={32} alt="" aria-hidden />
      <Text fw={700} fz="lg" style={{ whiteSpace: "nowrap" }}>
        {t("common.productName")}
      </Text>
    </Group>
  );
}
