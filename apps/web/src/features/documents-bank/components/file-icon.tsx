import { ThemeIcon } from "@mantine/core";
import {
  IconFile,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconFileWord,
  IconPhoto,
  IconPresentation,
} from "@tabler/icons-react";
import type { FileKind } from "../utils/files";

const LOOK: Record<FileKind, { color: string; Icon: typeof IconFile }> = {
  pdf: { color: "red", Icon: IconFileTypePdf },
  word: { color: "blue", Icon: IconFileWord },
  excel: { color: "green", Icon: IconFileSpreadsheet },
  powerpoint: { color: "orange", Icon: IconPresentation },
  image: { color: "grape", Icon: IconPhoto },
  file: { color: "gray", Icon: IconFile },
};

/** A coloured icon for a file's kind (decorative: the kind is also written out beside it). */
export function FileIcon({ kind, size = 44 }: { kind: FileKind; size?: number }) {
  const { color, Icon } = LOOK[kind];
  return (
    <ThemeIcon size={size} radius="md" variant="light" color={color} aria-hidden style={{ flex: "none" }}>
      <Icon size={size * 0.55} stroke={1.6} />
    </ThemeIcon>
  );
}
