import "./strings";
import { Group, Progress, Stack, Text } from "@mantine/core";
import { useDeferredValue, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Strength } from "./engine";

type Engine = { judge: (password: string, userInputs?: string[]) => Strength };

const COLORS = ["red", "orange", "yellow", "teal", "green"] as const;
const LEVELS = ["veryWeak", "weak", "fair", "strong", "veryStrong"] as const;

/**
 * The strength of a new password as it is typed (issue 17): a bar and a word, and a warning when the password is on
 * the list of common passwords the server refuses. The judge (zxcvbn-ts and its dictionaries) loads on the first
 * character typed, so the forms themselves stay light. `userInputs` are words of the person's own (name, e-mail)
 * that make a password weaker when it contains them.
 */
export function PasswordStrength({ password, userInputs }: { password: string; userInputs?: string[] }) {
  const { t } = useTranslation();
  const [engine, setEngine] = useState<Engine | null>(null);
  const typed = useDeferredValue(password);
  useEffect(() => {
    if (!typed || engine) return;
    let live = true;
    void import("./engine").then((mod) => live && setEngine({ judge: mod.judge }));
    return () => {
      live = false;
    };
  }, [typed, engine]);

  if (!typed || !engine) return null;
  const strength = engine.judge(typed, userInputs);
  const level: string = t(`passwordStrength.levels.${LEVELS[strength.score]}`);
  return (
    <Stack gap={4} data-testid="password-strength">
      <Progress.Root size="sm">
        <Progress.Section
          value={(strength.score + 1) * 20}
          color={COLORS[strength.score]}
          withAria={false}
          role="meter"
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={strength.score}
          aria-label={t("passwordStrength.label")}
          aria-valuetext={level}
        />
      </Progress.Root>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" aria-live="polite">
          {t("passwordStrength.summary", { level })}
        </Text>
      </Group>
      {strength.common ? (
        <Text size="xs" c="red" role="alert">
          {t("passwordStrength.common")}
        </Text>
      ) : strength.score < 3 ? (
        <Text size="xs" c="dimmed">
          {t("passwordStrength.hint")}
        </Text>
      ) : null}
    </Stack>
  );
}
