import { Text } from "@mantine/core";
import type { i18n as I18n } from "i18next";
import { Ltr } from "../../../components/ltr";
import type { AuditItem } from "../api/get-audit";
import { entityLabel } from "../utils/action-label";

type Entry = Pick<AuditItem, "entity" | "entity_id" | "entity_name">;

/**
 * The record an entry is about: its kind in the reader's language, then its name where the log knows it ("Usuario
 * Priya Sharma"), else its number ("Solicitud #12"). The name or number is isolated, as it may be in either
 * direction.
 */
export function RecordName({ entry, i18n }: { entry: Entry; i18n: Pick<I18n, "exists" | "t"> }) {
  // A name may be in either direction; a number reads left to right.
  const which = entry.entity_name ? (
    <bdi>{entry.entity_name}</bdi>
  ) : entry.entity_id ? (
    <Ltr>{`#${entry.entity_id}`}</Ltr>
  ) : null;
  return (
    <Text size="sm" component="span" data-testid="audit-record">
      <Text span size="sm" c="dimmed">
        {entityLabel(i18n, entry.entity)}
      </Text>
      {which && (
        <>
          {" "}
          <Text span size="sm" fw={500}>
            {which}
          </Text>
        </>
      )}
    </Text>
  );
}
