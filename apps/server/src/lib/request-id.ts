import { randomUUID } from "node:crypto";

/** Printable ASCII (space to tilde), 1 to 200 characters: safe to log and to send back as a header. */
const ACCEPTED = /^[\x20-\x7e]{1,200}$/;

/**
 * The request's id: the caller's `x-request-id` when it is one string of printable ASCII of at most 200 characters
 * (a proxy's or a client's, so their logs and ours join up), otherwise a new UUID.
 */
export function requestId(header: string | string[] | undefined): string {
  return typeof header === "string" && ACCEPTED.test(header) && header.trim() !== "" ? header : randomUUID();
}
