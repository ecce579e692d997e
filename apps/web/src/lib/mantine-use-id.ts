import { useId as useReactId } from "react";

/**
 * Mantine's `useId` for the production build (vite.config.ts puts it in place of @mantine/hooks' own; see
 * docs/decisions/036). Mantine's own starts from React's id and, in a layout effect after mounting, swaps it for a
 * random one: every input, menu, popover and tooltip then renders a second time, synchronously, right after the
 * first commit (about 40% of the signed-in shell's longest task on a slow phone). React's id is already unique and
 * stable, so this one keeps it: the same ids, one render.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === "string" ? staticId : `mantine-${reactId.replace(/[^\w-]/g, "")}`;
}
