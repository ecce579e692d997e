import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../test/fetch-stub";
import { loginData, resetSession } from "../../test/session";
import { useSession } from "../auth/session-store";
import { useLiveStream } from "../live-stream";

/** A stream that sends one event and ends, as a connection cut by a restarting server. */
const oneEventThenEnd = (n: number) =>
  new Response(new TextEncoder().encode(`event: tick\ndata: ${n}\n\n`), {
    status: 200,
    headers: { "content-type": "text/event-stream" },
  });

describe("useLiveStream", () => {
  beforeEach(() => {
    resetSession();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("connects only when signed in, hands each event over, and reconnects a second after a drop, and not once closed", async () => {
    let opened = 0;
    const openedAt: number[] = [];
    const { calls } = stubFetch(({ url }) => {
      if (new URL(url, "http://x").pathname !== "/api/notifications/stream/") return json(404, {});
      opened += 1;
      openedAt.push(Date.now());
      return oneEventThenEnd(opened);
    });
    const events: string[] = [];
    const drops: number[] = [];
    const { unmount, rerender } = renderHook(() =>
      useLiveStream({
        onEvent: (event, data) => events.push(`${event}:${data}`),
        onDrop: () => drops.push(Date.now()),
      }),
    );
    expect(calls).toHaveLength(0);

    useSession.getState().signIn(loginData(), false);
    rerender();
    await waitFor(() => expect(events).toEqual(["tick:1"]));
    await waitFor(() => expect(drops).toHaveLength(1));
    // The next connection comes after the first wait (1 s), and it delivers again.
    await waitFor(() => expect(events).toEqual(["tick:1", "tick:2"]), { timeout: 3_000 });
    expect(openedAt[1]! - drops[0]!).toBeGreaterThanOrEqual(900);
    expect(calls.every((c) => c.headers.Authorization?.startsWith("Bearer "))).toBe(true);

    // Closed on purpose (unmounted): no reconnect follows.
    unmount();
    const before = opened;
    await new Promise((r) => setTimeout(r, 1_500));
    expect(opened).toBe(before);
  });
});
