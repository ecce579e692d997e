import { ActionIcon, Group, Paper, Stack, Text, Textarea, Tooltip } from "@mantine/core";
import {
  IconBlockquote,
  IconBold,
  IconH3,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconPilcrow,
  type IconProps,
} from "@tabler/icons-react";
import { type ComponentType, type KeyboardEvent, useId, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { applyFormat, type Format, toBodyHtml } from "../utils/html";
import { UpdateBody } from "./update-body";

const BUTTONS: { format: Format; icon: ComponentType<IconProps>; shortcut?: string }[] = [
  { format: "bold", icon: IconBold, shortcut: "Ctrl+B" },
  { format: "italic", icon: IconItalic, shortcut: "Ctrl+I" },
  { format: "heading", icon: IconH3 },
  { format: "paragraph", icon: IconPilcrow },
  { format: "bullets", icon: IconList },
  { format: "numbers", icon: IconListNumbers },
  { format: "link", icon: IconLink, shortcut: "Ctrl+K" },
  { format: "quote", icon: IconBlockquote },
];

const SHORTCUTS: Record<string, Format> = { b: "bold", i: "italic", k: "link" };

type Props = {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  required?: boolean;
};

/**
 * The update's text: a textarea with a small formatting toolbar that wraps the selection in basic HTML tags,
 * and a live preview rendered through the same allow-list as the partners' feed.
 */
export function HtmlEditor({ label, description, value, onChange, error, required }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  const previewId = useId();
  const preview = useMemo(() => toBodyHtml(value), [value]);

  const format = (f: Format) => {
    const el = ref.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const edit = applyFormat(value, start, end, f);
    onChange(edit.value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(edit.start, edit.end);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const f = (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey ? SHORTCUTS[e.key.toLowerCase()] : undefined;
    if (!f) return;
    e.preventDefault();
    format(f);
  };

  return (
    <Stack gap="xs">
      <Textarea
        ref={ref}
        label={label}
        description={description}
        withAsterisk={required}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={error}
        autosize
        minRows={8}
        maxRows={20}
        spellCheck
        inputContainer={(children) => (
          <Paper withBorder={false} radius="md">
            <Group gap={2} role="toolbar" aria-label={t("updatesPage.toolbar.label")} mb={6} wrap="wrap">
              {BUTTONS.map(({ format: f, icon: Icon, shortcut }) => {
                const name = t(`updatesPage.toolbar.${f}`);
                return (
                  <Tooltip key={f} label={shortcut ? `${name} (${shortcut})` : name} withArrow>
                    <ActionIcon
                      variant="default"
                      size="md"
                      aria-label={name}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => format(f)}
                    >
                      <Icon size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                );
              })}
            </Group>
            {children}
          </Paper>
        )}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={previewId}>
          {t("updatesPage.form.preview")}
        </Text>
        <Paper
          withBorder
          radius="md"
          p="md"
          mih={96}
          role="region"
          aria-labelledby={previewId}
          data-testid="update-preview"
          bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-7))"
        >
          {preview ? (
            <UpdateBody html={preview} />
          ) : (
            <Text size="sm" c="dimmed">
              {t("updatesPage.form.previewEmpty")}
            </Text>
          )}
        </Paper>
      </Stack>
    </Stack>
  );
}
