import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The meeting id in the URL (`?meeting=ID`), or null. */
export function meetingIdFrom(params: URLSearchParams): number | null {
  const raw = params.get("meeting");
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The meeting shown in the modal, kept in the URL (notifications link to `?tab=meetings&meeting=ID`). */
export function useMeetingParam() {
  const [params, setParams] = useSearchParams();
  const id = meetingIdFrom(params);
  const open = useCallback(
    (next: number) =>
      setParams((current) => {
        const q = new URLSearchParams(current);
        q.set("tab", "meetings");
        q.set("meeting", String(next));
        return q;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const q = new URLSearchParams(current);
          q.delete("meeting");
          return q;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { id, open, close };
}
