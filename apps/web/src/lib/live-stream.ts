import { notificationPaths } from "@pp/shared/paths";
import { useEffect, useRef } from "react";
import { readEventStream } from "./api-client";
import { useSession } from "./auth/session-store";

/** The first wait before reconnecting after the stream drops; it doubles up to the longest. */
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

export interface LiveStreamHandlers {
  /** Each server-sent event: its name and its data (JSON text). */
  onEvent(event: string, data: string): void;
  /** The stream is connected. */
  onOpen?(): void;
  /** The stream dropped (not closed on purpose); a reconnect follows. */
  onDrop?(): void;
}

/**
 * One connection to the server's live stream while signed in, reconnecting with backoff when it drops. The
 * handlers are read at each event, so passing new ones does not reconnect.
 */
export function useLiveStream(handlers: LiveStreamHandlers) {
  const signedIn = useSession((s) => s.isAuthenticated);
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    let backoff = FIRST_BACKOFF_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      readEventStream(
        notificationPaths.stream,
        (event, data) => {
          backoff = FIRST_BACKOFF_MS;
          current.current.onEvent(event, data);
        },
        controller.signal,
        () => current.current.onOpen?.(),
      )
        .catch(() => undefined)
        .finally(() => {
          if (controller.signal.aborted) return;
          current.current.onDrop?.();
          timer = setTimeout(connect, backoff);
          backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [signedIn]);
}
