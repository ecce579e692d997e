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
export function submitState(
  a: Pick<ApplicationDetail, "status" | "checklist">,
  label: (item: Checklist[number]) => string = (c) => c.label,
): SubmitState {
  if (a.status.name !== "Draft") return { visible: false };
  const missing = missingItems(a.checklist).map(label);
  return missing.length === 0
    ? { visible: true, enabled: true }
    : { visible: true, enabled: false, reason: "needsDocuments", missing };
}

/** Withdraw shows until the application reaches a final status. */
export function canWithdraw(a: Pick<ApplicationDetail, "status">): boolean {
  return !a.status.is_terminal;
}

/** A timeline entry as words: the first one is the creation, the others a move from → to. */
export function timelineTitle(
  e: Pick<TimelineEntry, "from" | "to">,
  name: (status: TimelineEntry["to"]) => string = (s) => s.name,
): {
  key: "created" | "move";
  from?: string;
  to: string;
} {
  return e.from ? { key: "move", from: name(e.from), to: name(e.to) } : { key: "created", to: name(e.to) };
}

/** The newest file of each document kind (the documents come newest first). */
export function latestFileByKind(docs: { kind: string; file_name: string }[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of docs) if (!out.has(d.kind)) out.set(d.kind, d.file_name);
  return out;
}
