import { promises as dns, type LookupAddress } from "node:dns";
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import ipaddr from "ipaddr.js";

/**
 * Where a webhook may go (issue 33, docs/decisions/038): only global unicast addresses on the public internet, never
 * an address of this host, over https on port 443 or 8443. The one guard is `addressAllowed`, used on the host of a
 * URL when it is registered (`endpointProblem`, which resolves the name) and on every address the delivery's socket
 * resolves as it connects (`guardedLookup`), so a name that points inside later (DNS rebinding) is refused then.
 * `allowPrivate` (WEBHOOK_ALLOW_PRIVATE=1, development and tests) lets everything through but other schemes.
 */
export interface GuardOptions {
  allowPrivate: boolean;
  /** Every address of a host name; `dns.lookup` (so /etc/hosts counts) unless a test gives its own. */
  lookup?: HostLookup;
  /** The host's own addresses; `os.networkInterfaces()` unless a test gives its own. */
  ownAddresses?: () => string[];
}

export type HostLookup = (hostname: string) => Promise<LookupAddress[]>;

export const URL_NOT_PUBLIC = "URL must point to an address on the public internet.";
export const URL_PORT = "URL must use port 443 or 8443.";
/** The delivery log's sentence for an address the guard refused (it never names the address). */
export const ADDRESS_NOT_ALLOWED = "Address not allowed.";

const ALLOWED_PORTS = new Set(["", "443", "8443"]);
// ipaddr.js calls every IPv6 address outside its special ranges "unicast", ::/96 (IPv4-compatible, ::7f00:1),
// 1::/16 and 4000::/2 included; only 2000::/3 is allocated as global unicast, so nothing outside it passes.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

const dnsLookup: HostLookup = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

const interfaceAddresses = () =>
  Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));

/** An address in one spelling: IPv4-mapped IPv6 as its IPv4, IPv6 in full lower case, no zone. */
function canonical(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!isIP(bare)) return null;
  // `process` turns IPv4-mapped IPv6 (::ffff:127.0.0.1, ::ffff:7f00:1) into the IPv4 address it carries.
  return ipaddr.process(bare);
}

/**
 * ipaddr.js's range of an address after unwrapping IPv4-mapped IPv6: "unicast" for global unicast, else the name
 * of the special range (loopback, private, linkLocal, carrierGradeNat, reserved for documentation and benchmarking,
 * rfc6052 for NAT64, 6to4, teredo, uniqueLocal, deprecatedSiteLocal, multicast, broadcast, unspecified, ...).
 */
export function addressRange(address: string): string {
  const ip = canonical(address);
  if (!ip) return "invalid";
  const range = ip.range();
  if (range === "unicast" && ip.kind() === "ipv6" && !ip.match(GLOBAL_UNICAST_V6)) return "reserved";
  return range;
}

/** The guard: may a webhook connect to this address? */
export function addressAllowed(address: string, opts: GuardOptions): boolean {
  if (opts.allowPrivate) return true;
  if (addressRange(address) !== "unicast") return false;
  const own = new Set((opts.ownAddresses ?? interfaceAddresses)().map((a) => canonical(a)?.toNormalizedString()));
  return !own.has(canonical(address)?.toNormalizedString());
}

/** `localhost` and its subdomains are loopback whatever a resolver says (RFC 6761). */
const isLocalhostName = (host: string) => /(^|\.)localhost\.?$/i.test(host);

/**
 * The rules of an endpoint's URL that need no DNS: https (http too when private addresses are allowed), no
 * credentials, port 443 or 8443, and a literal address the guard allows. Null when fine, else the sentence.
 */
export function urlProblem(raw: string, opts: GuardOptions): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "URL must be a full address such as https://crm.example.com/hooks/portal.";
  }
  if (url.protocol !== "https:" && !(opts.allowPrivate && url.protocol === "http:"))
    return "URL must start with https://.";
  if (url.username || url.password) return "URL must not contain a user name or password.";
  if (opts.allowPrivate) return null;
  if (!ALLOWED_PORTS.has(url.port)) return URL_PORT;
  // WHATWG URL has already turned 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1, and [::ffff:127.0.0.1]
  // into [::ffff:7f00:1].
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isLocalhostName(host)) return URL_NOT_PUBLIC;
  if (isIP(host) && !addressAllowed(host, opts)) return URL_NOT_PUBLIC;
  return null;
}

/**
 * The check when an endpoint is registered or its URL changed: `urlProblem`, then every address its host name
 * resolves to now. A name that does not resolve (yet) is accepted: each delivery resolves and checks it again.
 */
export async function endpointProblem(raw: string, opts: GuardOptions): Promise<string | null> {
  const problem = urlProblem(raw, opts);
  if (problem || opts.allowPrivate) return problem;
  const host = new URL(raw).hostname;
  if (isIP(host.replace(/^\[|\]$/g, ""))) return null;
  let addresses: LookupAddress[];
  try {
    addresses = await (opts.lookup ?? dnsLookup)(host);
  } catch {
    return null;
  }
  return addresses.every((a) => addressAllowed(a.address, opts)) ? null : URL_NOT_PUBLIC;
}

/** Thrown through the socket when the guard refuses an address it resolved; delivery.ts logs it, never shows it. */
export class AddressRefusedError extends Error {
  readonly code = "EWEBHOOKADDRESS";
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The delivery socket's `lookup`: resolves the name as it connects and refuses the connection when any of its
 * addresses is one the guard refuses, so what was public at registration and points inside now is not reached.
 */
export function guardedLookup(opts: GuardOptions) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback) => {
    const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : Number(options.family ?? 0);
    (opts.lookup ?? dnsLookup)(hostname).then(
      (found) => {
        const bad = found.find((a) => !addressAllowed(a.address, opts));
        if (bad) return callback(new AddressRefusedError(`${hostname} resolves to ${bad.address}: refused.`), []);
        const list = found.filter((a) => !family || a.family === family);
        if (options.all) return callback(null, list);
        const first = list[0];
        if (!first) return callback(Object.assign(new Error(`${hostname} has no address.`), { code: "ENOTFOUND" }), []);
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, []),
    );
  };
}
