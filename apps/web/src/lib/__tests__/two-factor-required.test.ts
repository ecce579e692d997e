import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../test/fetch-stub";
import { loginData, resetSession } from "../../test/session";
import { api } from "../api-client";
import { useSession } from "../auth/session-store";
import { createQueryClient } from "../query-client";

describe("a 403 asking for two-factor set-up", () => {
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData(), false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("marks the session, so the app takes the person to the set-up screen", async () => {
    stubFetch(() =>
      json(403, { status_code: 403, message: "Set up two-factor sign-in.", code: "two_factor_setup_required" }),
    );
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["x"], queryFn: () => api.get("/partner/students/") })).rejects.toThrow(
      "Set up two-factor sign-in.",
    );
    expect(useSession.getState().user?.two_factor_required).toBe(true);
  });

  it("leaves any other 403 alone", async () => {
    stubFetch(() => json(403, { status_code: 403, message: "You are not allowed to do this." }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["y"], queryFn: () => api.get("/admin/jobs/") })).rejects.toThrow();
    expect(useSession.getState().user?.two_factor_required).toBe(false);
  });
});
