import { useEffect, useRef, useState } from "react";

/**
 * A text filter typed locally and written to the URL after a pause, so each key stroke does not fetch;
 * it follows the URL when that changes elsewhere (Clear filters, back). The write uses the newest `commit`,
 * so filters changed during the pause are not overwritten with older values.
 */
export function useDraft(value: string, commit: (next: string) => void, delay = 350) {
  const [draft, setDraft] = useState(value);
  const latest = useRef(commit);
  latest.current = commit;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    value: draft,
    onChange: (next: string) => {
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(next), delay);
    },
    flush: () => {
      clearTimeout(timer.current);
      if (draft !== value) latest.current(draft);
    },
  };
}
