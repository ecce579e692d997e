import { messages } from "@pp/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hangUntilAborted, json, stubFetch } from "../../test/fetch-stub";
import { loginData, resetSession } from "../../test/session";
import { API_TIMEOUT_MS, api } from "../api-client";
import { ApiError, errorMessage } from "../api-error";
import { useSession } from "../auth/session-store";
import { forgetDataVersion } from "../data-version";
import { applyLanguage } from "../i18n/language";

const me = { data: { user: { name: "Priya Sharma" } } };

/** A server whose access tokens are valid only when they match `valid`; refresh rotates to access-N. */
function fakeServer(options: { refresh?: (body: { refresh: string }) => Response | Promise<Response> } = {}) {
  let valid = "access-2";
  let rotations = 0;
  const stub = stubFetch(async (call) => {
    if (call.url === "/api/token/refresh/") {
      if (options.refresh) return options.refresh(call.body as { refresh: string });
      rotations++;
      valid = `access-${rotations + 1}`;
      return json(200, { data: { access: valid, refresh: `refresh-${rotations + 1}` } });
    }
    if (call.headers.Authorization !== `Bearer ${valid}`) {
      return json(401, { status_code: 401, message: "Authentication credentials were not provided or are invalid." });
    }
    return json(200, me);
  });
  return { ...stub, refreshCalls: () => stub.calls.filter((c) => c.url === "/api/token/refresh/") };
}

describe("api client", () => {
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("sends JSON to /api with the bearer token", async () => {
    const { calls } = stubFetch(() => json(200, { data: { ok: true } }));
    useSession.getState().signIn(loginData({ access: "tok-123" }), false);

    const result = await api.post<{ data: { ok: boolean } }>("/things/", { name: "Ana" });

    expect(result.data.ok).toBe(true);
    expect(calls[0]).toMatchObject({
      url: "/api/things/",
      method: "POST",
      body: { name: "Ana" },
      headers: { Authorization: "Bearer tok-123", "Content-Type": "application/json", Accept: "application/json" },
    });
  });

  it("leaves the token off public calls", async () => {
    const { calls } = stubFetch(() => json(200, { data: [] }));
    useSession.getState().signIn(loginData(), false);

    await api.get("/signup/countries/", { auth: false });

    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it("fails without a request when a signed-in call has no token", async () => {
    const { calls } = stubFetch(() => json(200, {}));

    const error = await api.get("/me/").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(messages.noToken);
    expect(calls).toHaveLength(0);
  });

  it("on 401 refreshes once with the refresh token, stores the new pair and retries", async () => {
    const server = fakeServer();
    useSession.getState().signIn(loginData({ access: "access-1", refresh: "refresh-1" }), true);

    const result = await api.get<typeof me>("/me/");

    expect(result.data.user.name).toBe("Priya Sharma");
    expect(server.refreshCalls()).toHaveLength(1);
    expect(server.refreshCalls()[0]!.body).toEqual({ refresh: "refresh-1" });
    expect(server.refreshCalls()[0]!.headers.Authorization).toBeUndefined();
    expect(server.calls.map((c) => c.url)).toEqual(["/api/me/", "/api/token/refresh/", "/api/me/"]);
    expect(server.calls[2]!.headers.Authorization).toBe("Bearer access-2");
    expect(useSession.getState()).toMatchObject({ access: "access-2", refresh: "refresh-2" });
    expect(localStorage.getItem("refreshToken")).toBe("refresh-2");
  });

  it("sends one Idempotency-Key with a POST, the same on its retry after a refresh", async () => {
    const server = fakeServer();
    useSession.getState().signIn(loginData({ access: "access-1", refresh: "refresh-1" }), true);

    await api.post("/partner/add/student/", { email: "ana@example.org" });

    const posts = server.calls.filter((c) => c.url === "/api/partner/add/student/");
    expect(posts).toHaveLength(2);
    const key = posts[0]!.headers["Idempotency-Key"];
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(posts[1]!.headers["Idempotency-Key"]).toBe(key);
  });

  it("shares one refresh between concurrent 401s", async () => {
    const server = fakeServer();
    useSession.getState().signIn(loginData({ access: "access-1" }), false);

    const results = await Promise.all([api.get("/me/"), api.get("/me/"), api.get("/me/"), api.get("/me/")]);

    expect(results).toHaveLength(4);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(
      server.calls.filter((c) => c.url === "/api/me/" && c.headers.Authorization === "Bearer access-2"),
    ).toHaveLength(4);
  });

  it("a 401 after another call already refreshed retries with the new token, without a second refresh", async () => {
    const server = fakeServer();
    useSession.getState().signIn(loginData({ access: "access-1" }), false);
    await api.get("/me/");
    // A request that left with the old token before the refresh finished.
    useSession.setState({ access: "access-2" });
    server.calls.length = 0;

    await api.get("/me/");

    expect(server.refreshCalls()).toHaveLength(0);
  });

  it("when the refresh is refused, clears the session and reports the expiry", async () => {
    const server = fakeServer({ refresh: () => json(401, { status_code: 401, message: "Refresh token is invalid." }) });
    useSession.getState().signIn(loginData({ access: "access-1" }), true);

    const error = (await api.get("/me/").catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe("session_expired");
    expect(error.status).toBe(401);
    expect(error.message).toBe("Session expired. Please log in again.");
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, expired: true, access: null });
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(server.calls.map((c) => c.url)).toEqual(["/api/me/", "/api/token/refresh/"]);
  });

  it("concurrent calls all fail with the expiry when the shared refresh is refused", async () => {
    const server = fakeServer({ refresh: () => json(401, { status_code: 401, message: "no" }) });
    useSession.getState().signIn(loginData({ access: "access-1" }), false);

    const outcomes = await Promise.allSettled([api.get("/me/"), api.get("/me/"), api.get("/me/")]);

    expect(outcomes.map((o) => o.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(outcomes.map((o) => (o as PromiseRejectedResult).reason.kind)).toEqual([
      "session_expired",
      "session_expired",
      "session_expired",
    ]);
    expect(server.refreshCalls()).toHaveLength(1);
  });

  it("gives up after one retry when the new token is refused too", async () => {
    const { calls } = stubFetch((call) =>
      call.url === "/api/token/refresh/"
        ? json(200, { data: { access: "still-bad", refresh: "refresh-2" } })
        : json(401, { status_code: 401, message: "Unauthorised" }),
    );
    useSession.getState().signIn(loginData(), false);

    const error = (await api.get("/me/").catch((e: unknown) => e)) as ApiError;

    expect(error.kind).toBe("session_expired");
    expect(calls.map((c) => c.url)).toEqual(["/api/me/", "/api/token/refresh/", "/api/me/"]);
    expect(useSession.getState().expired).toBe(true);
  });

  it("keeps the session when the refresh fails for a network reason", async () => {
    stubFetch((call) =>
      call.url === "/api/token/refresh/" ? Promise.reject(new TypeError("Failed to fetch")) : json(401, {}),
    );
    useSession.getState().signIn(loginData(), false);

    const error = (await api.get("/me/").catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe(messages.network);
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it("never refreshes for the sign-in call itself and passes the server's message on", async () => {
    const { calls } = stubFetch(() => json(401, { status_code: 401, message: "Invalid email or password." }));
    useSession.getState().signIn(loginData(), false);

    const error = (await api
      .post("/login/", { email: "a@b.co", password: "x" }, { auth: false })
      .catch((e) => e)) as ApiError;

    expect(error.message).toBe("Invalid email or password.");
    expect(calls).toHaveLength(1);
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it("uses tokens another tab already rotated instead of refreshing again", async () => {
    const server = fakeServer();
    useSession.getState().signIn(loginData({ access: "access-1", refresh: "refresh-1" }), true);
    localStorage.setItem("accessToken", "access-2");
    localStorage.setItem("refreshToken", "refresh-2");

    await api.get("/me/");

    expect(server.refreshCalls()).toHaveLength(0);
    expect(server.calls.at(-1)!.headers.Authorization).toBe("Bearer access-2");
  });

  it("times out after 30 seconds with a clear message", async () => {
    vi.useFakeTimers();
    stubFetch((_call, init) => hangUntilAborted(init));
    useSession.getState().signIn(loginData(), false);

    const outcome = api.get("/me/").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = (await outcome) as ApiError;
    expect(API_TIMEOUT_MS).toBe(30_000);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe(messages.timeout);
  });

  it("honours a shorter time-out per call", async () => {
    stubFetch((_call, init) => hangUntilAborted(init));
    const error = (await api.get("/signup/countries/", { auth: false, timeoutMs: 5 }).catch((e) => e)) as ApiError;
    expect(error.message).toBe(messages.timeout);
  });

  it("lets a caller's own cancellation through as an abort, not a time-out", async () => {
    stubFetch((_call, init) => hangUntilAborted(init));
    const controller = new AbortController();
    const pending = api.get("/signup/countries/", { auth: false, signal: controller.signal }).catch((e) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("reports an unreachable server with the network message", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = (await api.get("/health", { auth: false }).catch((e) => e)) as ApiError;
    expect(error.kind).toBe("network");
    expect(error.message).toBe(messages.network);
  });

  it("says so in the interface's language (issue 17): no answer, in Spanish and in Arabic", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    try {
      await applyLanguage("es");
      const error = (await api.get("/health", { auth: false }).catch((e) => e)) as ApiError;
      expect(error.message).toBe("No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.");
      await applyLanguage("ar");
      const again = (await api.get("/health", { auth: false }).catch((e) => e)) as ApiError;
      expect(again.message).toBe("تعذّر الوصول إلى الخادم. يرجى التحقق من اتصالك والمحاولة مجددًا.");
    } finally {
      await applyLanguage("en");
    }
  });

  it("parses the error envelope: status, message, field errors and request id", async () => {
    stubFetch(() =>
      json(400, {
        status_code: 400,
        message: "2 fields need attention.",
        errors: { email: ["Enter a valid email address.", "Second"], password: ["Password is required."] },
        request_id: "req-42",
      }),
    );
    const error = (await api.post("/signup/", {}, { auth: false }).catch((e) => e)) as ApiError;

    expect(error.status).toBe(400);
    expect(error.message).toBe("2 fields need attention.");
    expect(error.requestId).toBe("req-42");
    expect(error.fieldErrors.email).toEqual(["Enter a valid email address.", "Second"]);
    expect(error.firstFieldErrors()).toEqual({
      email: "Enter a valid email address.",
      password: "Password is required.",
    });
  });

  it("falls back to the caller's message for a body without one, and to 'Unknown error' without a body", async () => {
    stubFetch((call) => (call.url.endsWith("/a/") ? json(500, { oops: true }) : json(502)));
    const withBody = await api.get("/a/", { auth: false }).catch((e) => e);
    const withoutBody = await api.get("/b/", { auth: false }).catch((e) => e);

    expect(errorMessage(withBody, "Login failed")).toBe("Login failed");
    expect(errorMessage(withoutBody, "Login failed")).toBe(messages.unknownError);
    expect(errorMessage(new Error("boom"), "Failed to load partner students")).toBe("Failed to load partner students");
  });

  it("answers undefined for 204 No Content", async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.post("/logout/", { refresh: "r" }, { auth: false })).resolves.toBeUndefined();
  });
});

describe("data versions (read-your-writes across instances)", () => {
  beforeEach(() => {
    resetSession();
    forgetDataVersion();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends back the newest PP-Data-Version an answer carried, per partner", async () => {
    const answers = ["7.10-0.3-1", "7.9-2.4-0", null, "8.2-0.1-0"];
    const { calls } = stubFetch(() => {
      const v = answers.shift();
      return new Response(JSON.stringify({ data: {} }), {
        status: 200,
        headers: { "content-type": "application/json", ...(v ? { "PP-Data-Version": v } : {}) },
      });
    });
    useSession.getState().signIn(loginData({ access: "tok" }), false);
    for (let i = 0; i < 5; i++) await api.get("/partner/students/");
    expect(calls.map((c) => c.headers["PP-Data-Version"] ?? null)).toEqual([
      null,
      "7.10-0.3-1",
      // Each count is the newest seen: an older one does not take it back.
      "7.10-2.4-1",
      "7.10-2.4-1",
      // A sign-in as another partner starts again from its answers.
      "8.2-0.1-0",
    ]);
  });
});
