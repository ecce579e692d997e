import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../test/fetch-stub";
import { loginData, resetSession } from "../../test/session";
import { api, readEventStream } from "../api-client";
import { useSession } from "../auth/session-store";
import { accessEnded } from "../auth/token-expiry";

/** A JWT-shaped access token that ends at `exp` (seconds); the client reads `exp` only, never the signature. */
const jwt = (name: string, exp: number) =>
  `${btoa(JSON.stringify({ alg: "HS256" }))}.${btoa(JSON.stringify({ sub: name, exp })).replace(/=+$/, "")}.sig`;
const now = () => Math.floor(Date.now() / 1000);

/** Issue 35: back after the access token ended, a page's calls refresh once first instead of each meeting a 401. */
describe("an access token that has ended", () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it("is renewed before the page's calls, once for all of them: no 401 reaches the server's answers", async () => {
    const fresh = jwt("fresh", now() + 900);
    const { calls } = stubFetch((call) => {
      if (call.url === "/api/token/refresh/") return json(200, { data: { access: fresh, refresh: "refresh-2" } });
      if (call.url === "/api/partner/notifications/stream/")
        return call.headers.Authorization === `Bearer ${fresh}`
          ? new Response("", { status: 200, headers: { "content-type": "text/event-stream" } })
          : json(401, { message: "expired" });
      return call.headers.Authorization === `Bearer ${fresh}`
        ? json(200, { data: [] })
        : json(401, { message: "expired" });
    });
    useSession.getState().signIn(loginData({ access: jwt("old", now() - 60) }), false);

    await Promise.all([
      api.get("/partner/shortlist/"),
      api.get("/notifications/"),
      readEventStream("/partner/notifications/stream/", () => undefined, new AbortController().signal),
    ]);

    expect(calls.filter((c) => c.url === "/api/token/refresh/")).toHaveLength(1);
    const others = calls.filter((c) => c.url !== "/api/token/refresh/");
    expect(others.map((c) => c.headers.Authorization)).toEqual([
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
    ]);
  });

  it("a token still valid is used as it is; a token that is not a JWT waits for the server's 401", () => {
    expect(accessEnded(jwt("ok", now() + 600))).toBe(false);
    expect(accessEnded(jwt("ending", now() + 5))).toBe(true);
    expect(accessEnded(jwt("ended", now() - 1))).toBe(true);
    expect(accessEnded("access-1")).toBe(false);
  });
});
