import { describe, expect, it } from "vitest";
import { notificationTarget } from "../notification-link";
import { relativeTime } from "../relative-time";

const now = new Date("2026-03-10T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("relativeTime", () => {
  it("says now under a minute, then the largest whole unit", () => {
    expect(relativeTime(ago(20), now)).toBe("now");
    expect(relativeTime(ago(5 * 60), now)).toBe("5 minutes ago");
    expect(relativeTime(ago(3 * 3600 + 120), now)).toBe("3 hours ago");
    expect(relativeTime(ago(26 * 3600), now)).toBe("yesterday");
    expect(relativeTime(ago(15 * 24 * 3600), now)).toBe("2 weeks ago");
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe("last year");
  });
});

describe("notificationTarget", () => {
  it("routes in-app paths, keeps http(s) links, and drops anything else", () => {
    expect(notificationTarget("/help")).toEqual({ internal: "/help" });
    expect(notificationTarget("https://example.org/x")).toEqual({ external: "https://example.org/x" });
    expect(notificationTarget("//evil.example")).toBeNull();
    expect(notificationTarget("javascript:alert(1)")).toBeNull();
    expect(notificationTarget(null)).toBeNull();
  });
});
