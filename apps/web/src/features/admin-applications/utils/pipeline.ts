/** An application status as the Masters list gives it. */
export type PipelineStatus = {
  id: number;
  name: string;
  colour: string;
  is_terminal: boolean;
  sort_order: number;
  is_active: boolean;
};

/** Statuses in pipeline order (their order, then id for ties). */
export function sortPipeline<T extends Pick<PipelineStatus, "id" | "sort_order">>(statuses: T[]): T[] {
  return [...statuses].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}

/** Where an application in `currentId` can move: every active status but the current one, in pipeline order. */
export function moveTargets(statuses: PipelineStatus[], currentId: number): PipelineStatus[] {
  return sortPipeline(statuses.filter((s) => s.is_active && s.id !== currentId));
}
