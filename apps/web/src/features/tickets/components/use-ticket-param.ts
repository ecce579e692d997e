import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

type OpenedHere = { ticketOpenedHere?: boolean } | null;

/** The search string with `ticket` set to this id (other parameters kept). */
export function searchWithTicket(search: string, id: number): string {
  const next = new URLSearchParams(search);
  next.set("ticket", String(id));
  return `?${next}`;
}

/** The ticket id in the URL (`?ticket=ID`), or null. */
export function ticketIdFrom(params: URLSearchParams): number | null {
  const raw = params.get("ticket");
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * The ticket shown in a panel, kept in the URL as `?ticket=ID` (notifications link there). Opening adds a
 * history entry, so Back closes the panel; closing one opened here goes back, else drops the parameter.
 */
export function useTicketParam() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = ticketIdFrom(params);
  const openedHere = Boolean((location.state as OpenedHere)?.ticketOpenedHere);

  const open = useCallback(
    (next: number) =>
      navigate({ search: searchWithTicket(location.search, next) }, { state: { ticketOpenedHere: true } }),
    [navigate, location.search],
  );
  const close = useCallback(() => {
    if (openedHere) {
      navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("ticket");
        return next;
      },
      { replace: true },
    );
  }, [openedHere, navigate, setParams]);
  /** Shows another ticket in place of the current one (no new history entry). */
  const replace = useCallback(
    (next: number) =>
      navigate({ search: searchWithTicket(location.search, next) }, { replace: true, state: location.state }),
    [navigate, location.search, location.state],
  );
  return { id, open, close, replace };
}
