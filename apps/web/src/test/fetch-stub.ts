import { vi } from "vitest";

export type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Handler = (call: Call, init: RequestInit) => Response | Promise<Response>;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { "content-type": "application/json" },
  });
}

/** Replaces fetch (the network boundary only) and records every call. */
export function stubFetch(handler: Handler) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? "GET",
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call, init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

/** A fetch that answers only when aborted, as a server that never replies. */
export function hangUntilAborted(init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
  });
}
