import { describe, expect, it } from "vitest";
import { relative, since, slaState } from "../sla";

const HOUR = 3_600_000;
const now = Date.parse("2026-05-10T12:00:00Z");
const at = (hours: number) => new Date(now + hours * HOUR).toISOString();

/** A normal-priority ticket raised `age` hours ago (8 h to the first answer, 72 h to the resolution). */
const ticket = (age: number, overrides: Partial<Parameters<typeof slaState>[0]> = {}) => ({
  status: "open",
  first_responded_at: null,
  first_response_due_at: at(-age + 8),
  resolution_due_at: at(-age + 72),
  resolved_at: null,
  breached: false,
  created_at: at(-age),
  ...overrides,
});

describe("slaState", () => {
  it("runs the first-response clock until the first staff answer", () => {
    expect(slaState(ticket(5), now)).toEqual({ kind: "running", clock: "firstResponse", due: at(3), soon: false });
    expect(relative(at(3), now)).toBe("in 3 hours");
  });

  it("flags a clock with a quarter of its time left as soon", () => {
    expect(slaState(ticket(7), now)).toMatchObject({ kind: "running", clock: "firstResponse", soon: true });
  });

  it("switches to the resolution clock once answered, or when the ball is in the partner's court", () => {
    const answered = ticket(24, { first_responded_at: at(-20), status: "awaiting_partner" });
    expect(slaState(answered, now)).toEqual({ kind: "running", clock: "resolution", due: at(48), soon: false });
    expect(relative(at(48), now)).toBe("in 2 days");
    const waiting = ticket(2, { status: "awaiting_partner" });
    expect(slaState(waiting, now)).toMatchObject({ kind: "running", clock: "resolution" });
  });

  it("is breached past the due time of the clock that applies", () => {
    expect(slaState(ticket(9), now)).toEqual({ kind: "breached", clock: "firstResponse", due: at(-1) });
    const late = ticket(80, { first_responded_at: at(-79), status: "in_progress" });
    expect(slaState(late, now)).toEqual({ kind: "breached", clock: "resolution", due: at(-8) });
  });

  it("trusts the server's breached flag when the browser's clock lags", () => {
    expect(slaState(ticket(1, { breached: true }), now)).toMatchObject({ kind: "breached", clock: "firstResponse" });
  });

  it("stops every clock once resolved or closed", () => {
    expect(slaState(ticket(100, { status: "resolved", resolved_at: at(-1) }), now)).toEqual({
      kind: "done",
      status: "resolved",
      at: at(-1),
    });
    expect(slaState(ticket(100, { status: "closed", breached: true }), now)).toMatchObject({
      kind: "done",
      status: "closed",
    });
  });
});

describe("since", () => {
  it("never says a past event is still to come when the clock lags", () => {
    expect(since(at(0.001), now)).toBe("now");
    expect(since(at(-2), now)).toBe("2 hours ago");
  });
});
