/** A calendar file (RFC 5545) for one confirmed meeting. Pure, so it is tested without a server. */

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  organizer: IcsPerson;
  attendees: IcsPerson[];
  /** Bumped when the event changes, so calendars replace the earlier copy. */
  sequence?: number;
  status?: "CONFIRMED" | "CANCELLED";
}

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped (RFC 5545, 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (CN): quoted, without the characters a quoted parameter cannot hold. */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed.
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "").trim()}"`;
}

/** UTC date-time in the basic format: 20270314T093000Z. */
export function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with one space
 * (RFC 5545, 3.1), never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, "utf8");
    // The first line holds 75 octets; continuations hold 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const mailto = (email: string) => `mailto:${email.replace(/[\s"<>]/g, "")}`;

/** The whole VCALENDAR with one VEVENT, CRLF line endings, folded. */
export function buildIcs(e: IcsEvent): string {
  const end = new Date(e.start.getTime() + e.durationMinutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Partner Portal//University Expert//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SEQUENCE:${e.sequence ?? 0}`,
    `STATUS:${e.status ?? "CONFIRMED"}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `ORGANIZER;CN=${paramValue(e.organizer.name)}:${mailto(e.organizer.email)}`,
    ...e.attendees.map(
      (a) => `ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:${mailto(a.email)}`,
    ),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
