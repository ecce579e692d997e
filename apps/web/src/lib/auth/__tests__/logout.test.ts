import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../../test/fetch-stub";
import { loginData, resetSession } from "../../../test/session";
import { logout } from "../logout";
import { useSession } from "../session-store";

describe("logout", () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it("revokes the refresh token on the server and clears both storages", async () => {
    const { calls } = stubFetch(() => json(204));
    useSession.getState().signIn(loginData(), true);

    await logout();

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: "/api/logout/", method: "POST", body: { refresh: "refresh-1" } });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it("still signs out here when the server cannot be reached", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    useSession.getState().signIn(loginData(), false);

    await expect(logout()).resolves.toBeUndefined();

    expect(useSession.getState().access).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
