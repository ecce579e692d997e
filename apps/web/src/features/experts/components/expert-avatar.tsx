import { Avatar, type AvatarProps } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useExpertPhoto } from "../api/experts";
import { avatarColor, initials } from "../utils/format";

type Props = { name: string; photoUrl: string | null } & Omit<AvatarProps, "src" | "alt" | "color">;

/** The expert's photo (fetched with the session's token) or, without one, their initials. */
export function ExpertAvatar({ name, photoUrl, ...props }: Props) {
  const { t } = useTranslation();
  const photo = useExpertPhoto(photoUrl);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data) {
      setSrc(null);
      return;
    }
    const url = URL.createObjectURL(photo.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [photo.data]);

  return (
    <Avatar
      src={src}
      alt={src ? t("expertsPage.directory.photoOf", { name }) : undefined}
      color={avatarColor(name)}
      variant="filled"
      radius="xl"
      aria-hidden={src ? undefined : true}
      {...props}
    >
      {initials(name)}
    </Avatar>
  );
}
