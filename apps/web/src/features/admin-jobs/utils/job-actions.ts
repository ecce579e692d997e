import type { JobState } from "@pp/shared";
import type { JobAction } from "../api/job-action";

/** What a job in this state offers: a failed or cancelled one can run again; a waiting or running one can stop. */
export function actionsFor(state: JobState): JobAction[] {
  if (state === "failed" || state === "cancelled") return ["retry"];
  if (state === "queued" || state === "running") return ["cancel"];
  return [];
}

export const STATE_COLOURS: Record<JobState, string> = {
  queued: "gray",
  running: "blue",
  completed: "green",
  failed: "red",
  cancelled: "orange",
};
