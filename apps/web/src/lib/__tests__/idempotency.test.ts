import { describe, expect, it } from "vitest";
import { idempotencyKeyFor } from "../idempotency";

describe("idempotencyKeyFor", () => {
  it("gives the same key to the same body on the same path within a minute, a new one otherwise", () => {
    const t = 1_000_000;
    const a = idempotencyKeyFor("POST", "/partner/add/student/", { email: "a@x.org" }, t);
    expect(idempotencyKeyFor("POST", "/partner/add/student/", { email: "a@x.org" }, t + 500)).toBe(a);
    expect(idempotencyKeyFor("POST", "/partner/add/student/", { email: "b@x.org" }, t + 500)).not.toBe(a);
    expect(idempotencyKeyFor("POST", "/partner/tickets/", { email: "a@x.org" }, t + 500)).not.toBe(a);
    expect(idempotencyKeyFor("POST", "/partner/add/student/", { email: "a@x.org" }, t + 61_000)).not.toBe(a);
  });

  it("gives every upload a key of its own", () => {
    const form = new FormData();
    expect(idempotencyKeyFor("POST", "/x/", form)).not.toBe(idempotencyKeyFor("POST", "/x/", form));
  });
});
