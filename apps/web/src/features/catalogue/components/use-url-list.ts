import { useCallback } from "react";
import { type ListDefaults, readParams, useListParams } from "../../../lib/use-list-params";

/**
 * `useListParams` whose `set` starts from the URL as it is now rather than as it was at the last render:
 * two filters changed in quick succession (a pending text filter landing after a select) both survive.
 */
export function useUrlList<D extends ListDefaults>(defaults: D) {
  const list = useListParams(defaults);
  const { set: setFromRender } = list;
  const set = useCallback(
    (patch: Partial<D>) =>
      setFromRender({ ...readParams(new URLSearchParams(window.location.search), defaults), ...patch }),
    [setFromRender, defaults],
  );
  return { ...list, set };
}
