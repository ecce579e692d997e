import { COMMISSION_STATUSES, type CommissionStatus, MASTER_RESOURCES, type MasterResource } from "@pp/shared";
import { COMMISSION_SENTENCES, FALLBACK, MASTERS_SENTENCES, SENTENCES, type Sentence } from "./sentences";

/** What the summary reads from one audit row (queries.ts): the names are already joined or looked up per page. */
export interface SummaryEntry {
  action: string;
  entity: string;
  entity_id: string | null;
  details: unknown;
  /** The actor's name as the log shows it ("Alex Morgan", "API key 'CRM sync'"); null for none. */
  actor: string | null;
  /** The partner's company name, for entries about a partner. */
  partner: string | null;
  /** The record's name found by a lookup of the page (a student's name), when its details do not carry one. */
  name?: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** Fields that change with every write and say nothing to a reader. */
const NOISE = new Set([
  "id",
  "created_at",
  "updated_at",
  "version",
  "password",
  "password_hash",
  "api_key",
  "api_key_id",
]);

/** The sentence an action code reads as; null for a code without one (the fallback then). */
export function sentenceFor(action: string): Sentence | null {
  const own = (SENTENCES as Record<string, Sentence | undefined>)[action];
  if (own) return own;
  const masters = /^masters\.([a-z-]+)\.(create|update|delete)$/.exec(action);
  if (masters && (MASTER_RESOURCES as readonly string[]).includes(masters[1]!)) {
    return MASTERS_SENTENCES[masters[1] as MasterResource][masters[2] as "create" | "update" | "delete"];
  }
  const commission = /^commission\.(\w+)$/.exec(action);
  if (commission && (COMMISSION_STATUSES as readonly string[]).includes(commission[1]!)) {
    return COMMISSION_SENTENCES[commission[1] as CommissionStatus];
  }
  return null;
}

/** The record's own name from the details: a name, a title, a person's names, a subject, an address. */
export function nameIn(details: unknown): string | null {
  if (!isRecord(details)) return null;
  for (const source of [details.after, details.before, details]) {
    if (!isRecord(source)) continue;
    const person = [text(source.first_name), text(source.last_name)].filter(Boolean).join(" ");
    if (person) return person;
    for (const key of ["name", "title", "company_name", "subject", "label", "url", "email"]) {
      const found = text(source[key]);
      if (found) return found;
    }
  }
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields a change touched, as the API names them: after's keys that differ from before, or a change's keys. */
export function changedFields(details: unknown): string[] {
  if (!isRecord(details)) return [];
  let keys: string[] = [];
  const { before, after } = details;
  if (isRecord(after) && isRecord(before)) keys = Object.keys(after).filter((k) => !same(after[k], before[k]));
  else if (Array.isArray(details.changed)) keys = details.changed.filter((k): k is string => typeof k === "string");
  else if (isRecord(details.changes)) keys = Object.keys(details.changes);
  else if (isRecord(details.change)) keys = Object.keys(details.change);
  return keys.filter((k) => !NOISE.has(k)).map((k) => k.replaceAll("_", " "));
}

/** A status's name from a change's side: "Draft", or `{ status: "paid" }`. */
const statusOf = (side: unknown) =>
  text(side) ?? (isRecord(side) ? (text(side.status) ?? text(side.name)) : null) ?? "-";

/** Records read by their number ("application #12"), whatever their details name. */
const BY_NUMBER = new Set(["application", "commission", "expert_meeting", "meeting", "report_job", "job"]);

/** The record's name where known (a partner's company, a student's or a user's name, a course); null otherwise. */
export function recordName(e: Pick<SummaryEntry, "entity" | "details" | "partner" | "name">): string | null {
  if (e.entity === "partner") return e.partner ?? nameIn(e.details);
  if (BY_NUMBER.has(e.entity)) return null;
  return e.name ?? nameIn(e.details);
}

/** The record an entry names: its name where known, else its number ("#12"). */
function targetOf(e: SummaryEntry): string {
  const name = recordName(e);
  if (name) return name;
  return e.entity_id && e.entity_id !== "0" ? `#${e.entity_id}` : "";
}

/** The entry as one English sentence ("Alex Morgan changed intake January 2027: name, start date."). */
export function auditSummary(e: SummaryEntry): string {
  const d = isRecord(e.details) ? e.details : {};
  const fields = changedFields(e.details);
  const parts = {
    who: e.actor ?? "Someone",
    target: targetOf(e),
    fields: fields.length ? `: ${fields.join(", ")}` : "",
    from: statusOf(d.before),
    to: statusOf(d.after),
    file: text(d.file_name) ?? text(d.file) ?? "a file",
    count: typeof d.created === "number" ? String(d.created) : "-",
    value: text(d.value) ?? "-",
  };
  return (sentenceFor(e.action) ?? FALLBACK)(parts);
}
