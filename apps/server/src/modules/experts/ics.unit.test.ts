import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, utcStamp } from "./ics";

describe("calendar files (RFC 5545)", () => {
  it("escapes backslashes, semicolons, commas and line breaks in text", () => {
    expect(escapeText("a\\b; c, d\r\ne\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });

  it("writes UTC times in the basic format", () => {
    expect(utcStamp(new Date("2027-03-14T09:30:05.123Z"))).toBe("20270314T093005Z");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const line = `DESCRIPTION:${"é".repeat(60)}${"x".repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
    for (const p of parts.slice(1)) expect(p.startsWith(" ")).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("builds one event with its end from the duration, organizer and attendees", () => {
    const ics = buildIcs({
      uid: "meeting-7@portal.test",
      stamp: new Date("2027-01-01T00:00:00Z"),
      start: new Date("2027-03-14T09:30:00Z"),
      durationMinutes: 45,
      summary: "Visas, fees; deadlines",
      description: "Line one\nLine two",
      organizer: { name: 'Dr "Li" Chen', email: "li.chen@uni.example" },
      attendees: [{ name: "Priya Sharma", email: "partner@example.com" }],
    });
    expect(ics.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Partner Portal//University Expert//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:meeting-7@portal.test",
      "DTSTAMP:20270101T000000Z",
      "DTSTART:20270314T093000Z",
      "DTEND:20270314T101500Z",
      "SEQUENCE:0",
      "STATUS:CONFIRMED",
      "SUMMARY:Visas\\, fees\\; deadlines",
      "DESCRIPTION:Line one\\nLine two",
      'ORGANIZER;CN="Dr Li Chen":mailto:li.chen@uni.example',
      'ATTENDEE;CN="Priya Sharma";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:pa',
      " rtner@example.com",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });
});
