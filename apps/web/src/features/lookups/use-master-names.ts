import type { TranslatedNames } from "@pp/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api-client";
import { useSession } from "../../lib/auth/session-store";
import { LOOKUP_STALE_MS, type LookupOption, type Named } from "./lookup-types";
import { lookupKeys } from "./use-countries";

type Translated = Named & { names: TranslatedNames };
export type MasterNamesAnswer = { statuses: Translated[]; levels: Translated[] };

/** A status or level as answers carry it: its id and English name, or only the name. */
type Ref = { id?: number | null; name: string } | null | undefined;

export type MasterNames = {
  /** An application status's name in the reader's language; the English name without a translation. */
  status: (s: Ref) => string;
  /** A study level's name in the reader's language; the English name without a translation. */
  level: (l: Ref) => string;
  /** A checklist item or document's kind ("passport") in the reader's language; `fallback` for an unknown kind. */
  documentKind: (kind: string, fallback?: string) => string;
  /** Select options whose labels are the reader's names of statuses or levels. */
  levelOptions: (items: readonly Named[] | undefined) => LookupOption[];
  statusOptions: (items: readonly Named[] | undefined) => LookupOption[];
};

const DOCUMENT_KINDS = ["passport", "transcript", "english_test", "sop", "cv", "reference", "other"] as const;
const isDocumentKind = (kind: string): kind is (typeof DOCUMENT_KINDS)[number] =>
  (DOCUMENT_KINDS as readonly string[]).includes(kind);

export const masterNamesQuery = {
  queryKey: lookupKeys.masterNames,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<{ data: MasterNamesAnswer }>("/reference/names/", { signal }).then((r) => r.data),
  staleTime: LOOKUP_STALE_MS,
};

/**
 * Names of the words the Superadmin keeps in Masters (application statuses, study levels), in the reader's language
 * (docs/decisions/048): answers carry `{ id, name }` with the English name; the names per language are read once per
 * session from `GET /reference/names/` and looked up by id. Checklist items are fixed kinds, named by the catalogs.
 * Re-renders when the language changes.
 */
export function useMasterNames(): MasterNames {
  const { t, i18n } = useTranslation();
  const signedIn = useSession((s) => s.role !== null);
  const answer = useQuery({ ...masterNamesQuery, enabled: signedIn });
  const language = (i18n.language ?? "en").split("-")[0] as keyof TranslatedNames | "en";
  return useMemo(() => {
    // By id, and by English name for the answers that carry only the name (names are unique in Masters).
    const from = (rows: Translated[] | undefined) => {
      const byId = new Map((rows ?? []).map((r) => [r.id, r.names]));
      const byName = new Map((rows ?? []).map((r) => [r.name, r.names]));
      return (ref: Ref) => {
        if (!ref) return "";
        if (language === "en") return ref.name;
        const names = ref.id != null ? byId.get(ref.id) : byName.get(ref.name);
        return names?.[language] || ref.name;
      };
    };
    const status = from(answer.data?.statuses);
    const level = from(answer.data?.levels);
    const options = (name: (r: Ref) => string) => (items: readonly Named[] | undefined) =>
      (items ?? []).map((i) => ({ value: String(i.id), label: name(i) }));
    return {
      status,
      level,
      documentKind: (kind, fallback) => (isDocumentKind(kind) ? t(`documentKinds.${kind}`) : (fallback ?? kind)),
      levelOptions: options(level),
      statusOptions: options(status),
    };
  }, [answer.data, language, t]);
}
