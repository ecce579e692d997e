import type { ApplicationDetail } from "@pp/shared";

type Checklist = ApplicationDetail["checklist"];
type TimelineEntry = ApplicationDetail["timeline"][number];

export type SubmitState =
  | { visible: false }
  | { visible: true; enabled: true }
  | { visible: true; enabled: false; reason: "needsDocuments"; missing: string[] };

/** The checklist items still to upload. */
export function missingItems(checklist: Checklist): Checklist {
  return checklist.filter((c) => !c.uploaded);
}

/** Submit shows for a Draft only; it is enabled once every checklist item is uploaded. */
export function submitState(a: Pick<ApplicationDetail, "status" | "checklist">): SubmitState {
  if (a.status.name !== "Draft") return { visible: false };
  const missing = missingItems(a.checklist).map((c) => c.label);
  return missing.length === 0
    ? { visible: true, enabled: true }
    : { visible: true, enabled: false, reason: "needsDocuments", missing };
}

/** Withdraw shows until the application reaches a final status. */
export function canWithdraw(a: Pick<ApplicationDetail, "status">): boolean {
  return !a.status.is_terminal;
}

/** A timeline entry as words: the first one is the creation, the others a move from → to. */
export function timelineTitle(e: Pick<TimelineEntry, "from" | "to">): {
  key: "created" | "move";
  from?: string;
  to: string;
} {
  return e.from ? { key: "move", from: e.from.name, to: e.to.name } : { key: "created", to: e.to.name };
}

/** The newest file of each document kind (the documents come newest first). */
export function latestFileByKind(docs: { kind: string; file_name: string }[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of docs) if (!out.has(d.kind)) out.set(d.kind, d.file_name);
  return out;
}
