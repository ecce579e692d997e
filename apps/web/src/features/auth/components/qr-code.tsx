import { Center, Image, Loader, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** The otpauth:// address as a QR code (SVG). The `qrcode` package loads only when one is shown. */
export function QrCode({ value }: { value: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(async (qr) => {
      const svg = await qr.toString(value, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) {
    return (
      <Center w={180} h={180} aria-busy>
        <Loader size="sm" />
        <Text size="xs" c="dimmed" ms="xs">
          {t("twoFactor.enroll.qrLoading")}
        </Text>
      </Center>
    );
  }
  return <Image src={src} alt={t("twoFactor.enroll.qrAlt")} w={180} h={180} bg="white" p={4} radius="sm" />;
}
