import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Where a webhook may not go (issue 19): loopback, private, shared (CGNAT), link-local (cloud metadata at
 * 169.254.169.254 included), multicast and reserved addresses, in IPv4 and IPv6, and IPv4 mapped into IPv6.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const) {
  blocked.addSubnet(net, bits, "ipv6");
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], "ipv4");
  return blocked.check(address, "ipv6");
}

export class UnsafeUrlError extends Error {}

/**
 * The rules of an endpoint's address, before any DNS: https (http too when private addresses are allowed), no
 * credentials in it, and no address that is plainly private. Null when it is fine, else the sentence.
 */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "URL must be a full address such as https://crm.example.com/hooks/portal.";
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) return "URL must start with https://.";
  if (url.username || url.password) return "URL must not contain a user name or password.";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && (host === "localhost" || host.endsWith(".localhost") || (isIP(host) && isPrivateAddress(host))))
    return "URL must not point to a private, loopback or link-local address.";
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * `dns.lookup` for the delivery's own connection: every address the name resolves to is checked when the socket
 * connects, so a name that pointed somewhere public when it was registered and points inside now (DNS rebinding)
 * is refused at delivery.
 */
export function safeLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      const bad = !allowPrivate && list.find((a) => isPrivateAddress(a.address));
      if (bad) {
        return callback(
          new UnsafeUrlError(`${hostname} resolves to ${bad.address}, a private address: not delivered.`),
          [],
        );
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address.`), { code: "ENOTFOUND" }), []);
      callback(null, first.address, first.family);
    });
  };
}
