import type { LookupAddress } from "node:dns";
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import { describe, expect, it } from "vitest";
import {
  AddressRefusedError,
  addressRange,
  endpointProblem,
  type GuardOptions,
  guardedLookup,
  URL_NOT_PUBLIC,
  URL_PORT,
} from "./address-guard";

/** Issue 33: webhooks reach only the public internet. Every class of address, in every spelling. */

/** Special ranges, each in IPv4 and IPv6 literal forms. */
const HOSTILE: Record<string, string[]> = {
  unspecified: ["0.0.0.0", "0.1.2.3", "::"],
  loopback: ["127.0.0.1", "127.255.255.254", "::1"],
  private: ["10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1"],
  "link-local": ["169.254.169.254", "169.254.0.1", "fe80::1", "febf::1"],
  "shared (CGNAT)": ["100.64.0.1", "100.127.255.254"],
  "IETF protocol assignments": ["192.0.0.8", "192.0.0.170"],
  documentation: ["192.0.2.2", "198.51.100.7", "203.0.113.9", "2001:db8::1", "3fff::1"],
  benchmarking: ["198.18.0.1", "198.19.255.254", "2001:2::1"],
  multicast: ["224.0.0.1", "239.255.255.250", "ff02::1", "ff0e::101"],
  "reserved (240/4)": ["240.0.0.1", "254.1.2.3"],
  broadcast: ["255.255.255.255"],
  "6to4 relay, AS112, AMT": ["192.88.99.1", "192.175.48.1", "192.52.193.1", "2001:4:112::1", "2001:3::1"],
  "unique-local": ["fc00::1", "fd00::2", "fdff:ffff::1"],
  "site-local (deprecated)": ["fec0::1", "feff::1"],
  "IPv4-mapped": ["::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1", "::ffff:192.0.2.2", "::ffff:a9fe:a9fe"],
  "IPv4-translated (RFC 6145)": ["::ffff:0:7f00:1", "::ffff:0:808:808"],
  "IPv4-compatible (::/96, called unicast by ipaddr.js)": ["::7f00:1", "::127.0.0.1", "::808:808", "::2"],
  "NAT64 (64:ff9b::/96, 64:ff9b:1::/48)": ["64:ff9b::7f00:1", "64:ff9b::808:808", "64:ff9b:1::a00:1"],
  "6to4 (2002::/16)": ["2002:7f00:1::1", "2002:808:808::1"],
  "Teredo (2001::/32)": ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "2001::1"],
  "discard, ORCHID, segment routing": ["100::1", "2001:10::1", "2001:20::1", "5f00::1"],
  "outside 2000::/3 (called unicast by ipaddr.js)": ["4000::1", "e000::1", "1::1"],
};

const PUBLIC = ["8.8.8.8", "1.1.1.1", "93.184.215.14", "2606:4700::1111", "2001:4860:4860::8888", "::ffff:8.8.8.8"];

/** A resolver for test names (no network): each name's addresses, or ENOTFOUND. */
function resolver(names: Record<string, string[]>) {
  return async (hostname: string): Promise<LookupAddress[]> => {
    const list = names[hostname.replace(/\.$/, "")];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return list.map((address) => ({ address, family: isIP(address) }));
  };
}

const strict = (names: Record<string, string[]> = {}, extra: Partial<GuardOptions> = {}): GuardOptions => ({
  allowPrivate: false,
  lookup: resolver(names),
  ...extra,
});
const literal = (address: string) => (isIP(address) === 6 ? `[${address}]` : address);

describe("the address guard's classification (ipaddr.js range, and what it misses)", () => {
  for (const [range, addresses] of Object.entries(HOSTILE)) {
    it(`refuses ${range}`, () => {
      for (const a of addresses) expect(addressRange(a), a).not.toBe("unicast");
    });
  }
  it("passes global unicast addresses in both families", () => {
    for (const a of PUBLIC) expect(addressRange(a), a).toBe("unicast");
  });
});

describe("registering an endpoint without WEBHOOK_ALLOW_PRIVATE", () => {
  for (const [range, addresses] of Object.entries(HOSTILE)) {
    it(`refuses ${range} as a literal address and as a name resolving to it`, async () => {
      for (const a of addresses) {
        expect(await endpointProblem(`https://${literal(a)}/hooks`, strict()), a).toBe(URL_NOT_PUBLIC);
        expect(await endpointProblem(`https://${literal(a)}:8443/hooks`, strict()), a).toBe(URL_NOT_PUBLIC);
        const options = strict({ "inside.test": [a] });
        expect(await endpointProblem("https://inside.test/hooks", options), `inside.test -> ${a}`).toBe(URL_NOT_PUBLIC);
        // One bad address among good ones is enough.
        const mixed = strict({ "mixed.test": ["8.8.8.8", a, "2606:4700::1111"] });
        expect(await endpointProblem("https://mixed.test/hooks", mixed), `mixed.test -> ${a}`).toBe(URL_NOT_PUBLIC);
      }
    });
  }

  it("refuses IPv4 written in decimal, octal, hex or short forms (WHATWG URL makes them 127.0.0.1)", async () => {
    for (const url of [
      "https://2130706433/",
      "https://0x7f.1/",
      "https://017700000001/",
      "https://0177.0.0.1/",
      "https://0x7f000001/",
      "https://127.1/",
      "https://127.0.0.1./",
      "https://0/",
      "https://[0:0:0:0:0:ffff:7f00:1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[::ffff:7f00:1]/",
      "https://3232235777/",
      "https://0xa9.0xfe.0xa9.0xfe/",
    ]) {
      expect(await endpointProblem(url, strict()), url).toBe(URL_NOT_PUBLIC);
    }
    for (const url of ["http://2130706433/", "http://0x7f.1/", "http://017700000001/"]) {
      expect(await endpointProblem(url, strict()), url).toBe("URL must start with https://.");
    }
  });

  it("refuses localhost by name: from /etc/hosts (the real resolver), with a dot, and its subdomains", async () => {
    const real = { allowPrivate: false };
    for (const url of ["https://localhost/", "https://LOCALHOST./", "https://localhost:8443/", "https://a.localhost/"])
      expect(await endpointProblem(url, real), url).toBe(URL_NOT_PUBLIC);
    // Not only because of its name: the name resolves (/etc/hosts) to loopback addresses.
    expect(await endpointProblem("https://localhost/", strict({ localhost: ["8.8.8.8"] }))).toBe(URL_NOT_PUBLIC);
  });

  it("refuses every address of this machine's own interfaces, and a public one it is given as its own", async () => {
    const own = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
    expect(own.length).toBeGreaterThan(0);
    for (const a of own) {
      expect(await endpointProblem(`https://${literal(a)}/`, strict()), a).toBe(URL_NOT_PUBLIC);
      expect(await endpointProblem("https://me.test/", strict({ "me.test": [a] })), a).toBe(URL_NOT_PUBLIC);
    }
    // A host whose interface has a global address: that address is refused, others pass.
    const mine = strict({ "me.test": ["203.0.113.1", "8.8.4.4"] }, { ownAddresses: () => ["8.8.4.4", "::1"] });
    expect(await endpointProblem("https://8.8.4.4/", mine)).toBe(URL_NOT_PUBLIC);
    expect(await endpointProblem("https://[::ffff:8.8.4.4]/", mine)).toBe(URL_NOT_PUBLIC);
    expect(await endpointProblem("https://8.8.8.8/", mine)).toBeNull();
  });

  it("allows only ports 443 and 8443 (https without a port is 443)", async () => {
    const options = strict({ "crm.example.com": ["93.184.215.14"] });
    for (const port of [":80", ":8080", ":4100", ":444", ":22", ":1", ":65535", ":8444"]) {
      expect(await endpointProblem(`https://crm.example.com${port}/hooks`, options), port).toBe(URL_PORT);
      expect(await endpointProblem(`https://8.8.8.8${port}/hooks`, options), port).toBe(URL_PORT);
    }
    for (const port of ["", ":443", ":8443"])
      expect(await endpointProblem(`https://crm.example.com${port}/hooks`, options), port).toBeNull();
  });

  it("passes public addresses, literal or resolved, and a name that does not resolve yet", async () => {
    for (const a of PUBLIC) {
      expect(await endpointProblem(`https://${literal(a)}/hooks`, strict()), a).toBeNull();
      expect(await endpointProblem("https://crm.test/hooks", strict({ "crm.test": [a] })), a).toBeNull();
    }
    // Each delivery resolves it again and checks every address as it connects.
    expect(await endpointProblem("https://not-yet.test/hooks", strict())).toBeNull();
  });

  it("keeps the other rules: https, no credentials, a full address", async () => {
    expect(await endpointProblem("http://crm.example.com/", strict())).toBe("URL must start with https://.");
    expect(await endpointProblem("https://u:p@8.8.8.8/", strict())).toBe(
      "URL must not contain a user name or password.",
    );
    expect(await endpointProblem("not a url", strict())).toBe(
      "URL must be a full address such as https://crm.example.com/hooks/portal.",
    );
  });

  it("with WEBHOOK_ALLOW_PRIVATE lets http, private addresses and any port through (development)", async () => {
    const dev = { allowPrivate: true, lookup: resolver({}) };
    for (const url of [
      "http://127.0.0.1:4000/hook",
      "https://192.0.2.2:4100/",
      "http://localhost:3000/",
      "https://[::1]/",
    ])
      expect(await endpointProblem(url, dev), url).toBeNull();
    expect(await endpointProblem("ftp://crm.example.com/", dev)).toBe("URL must start with https://.");
  });
});

describe("the delivery socket's lookup (checked as it connects: DNS rebinding)", () => {
  const lookupWith = (options: GuardOptions, hostname: string, all = false, family?: number) =>
    new Promise<{ err: Error | null; address: unknown; family?: number }>((done) =>
      guardedLookup(options)(hostname, { all, ...(family ? { family } : {}) }, (err, address, f) =>
        done({ err, address, ...(f ? { family: f } : {}) }),
      ),
    );

  it("refuses a name whose addresses now include a refused one", async () => {
    for (const a of ["127.0.0.1", "10.0.0.5", "::ffff:169.254.169.254", "64:ff9b::a00:1", "fd00::2"]) {
      const r = await lookupWith(strict({ "rebind.test": ["8.8.8.8", a] }), "rebind.test", true);
      expect(r.err, a).toBeInstanceOf(AddressRefusedError);
    }
    // The refused address is checked even when the socket asked for the other family.
    const v4 = await lookupWith(strict({ "rebind.test": ["8.8.8.8", "::1"] }), "rebind.test", false, 4);
    expect(v4.err).toBeInstanceOf(AddressRefusedError);
  });

  it("refuses localhost through the real resolver, and lets it through when private addresses are allowed", async () => {
    expect((await lookupWith({ allowPrivate: false }, "localhost")).err).toBeInstanceOf(AddressRefusedError);
    const dev = await lookupWith({ allowPrivate: true }, "localhost");
    expect(dev.err).toBeNull();
    expect(String(dev.address)).toMatch(/^(127\.0\.0\.1|::1)$/);
  });

  it("answers a public name's addresses as the socket asked (one, or all)", async () => {
    const options = strict({ "crm.test": ["2606:4700::1111", "93.184.215.14"] });
    expect(await lookupWith(options, "crm.test")).toEqual({ err: null, address: "2606:4700::1111", family: 6 });
    expect(await lookupWith(options, "crm.test", false, 4)).toEqual({
      err: null,
      address: "93.184.215.14",
      family: 4,
    });
    const all = await lookupWith(options, "crm.test", true);
    expect(all.address).toEqual([
      { address: "2606:4700::1111", family: 6 },
      { address: "93.184.215.14", family: 4 },
    ]);
    expect((await lookupWith(options, "gone.test")).err).toMatchObject({ code: "ENOTFOUND" });
  });
});
