import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** Every address a name has (A and AAAA); tests give their own. */
export type AddressResolver = (host: string) => Promise<string[]>;

/** The system's resolver (getaddrinfo: the hosts file too, as the connection itself would use). */
export const systemAddressResolver: AddressResolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((each) => each.address);

/**
 * Addresses no webhook may reach unless the operator allows it: this host, its network, the cloud's
 * metadata service (link-local), multicast and the unspecified address, in IPv4 and IPv6.
 */
const NOT_PUBLIC = (() => {
  const list = new BlockList();
  for (const [net, prefix] of [
    ["0.0.0.0", 8], // "this network", 0.0.0.0 itself reaching the host
    ["10.0.0.0", 8],
    ["100.64.0.0", 10], // carrier-grade NAT
    ["127.0.0.0", 8],
    ["169.254.0.0", 16], // link-local: 169.254.169.254 is the cloud's metadata
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["224.0.0.0", 4], // multicast
    ["240.0.0.0", 4], // reserved, and the broadcast address
  ] as const)
    list.addSubnet(net, prefix, "ipv4");
  for (const [net, prefix] of [
    ["::", 96], // unspecified, loopback and the old IPv4-compatible addresses
    ["::ffff:0:0:0", 96], // IPv4-translated
    ["fc00::", 7], // unique local
    ["fe80::", 10], // link-local
    ["ff00::", 8], // multicast
    ["64:ff9b::", 96], // NAT64, whose last 32 bits are an IPv4 address
    ["2002::", 16], // 6to4, likewise
  ] as const)
    list.addSubnet(net, prefix, "ipv6");
  return list;
})();

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d or ::ffff:7f00:1) or -compatible IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const mapped = /^(?:0{0,4}:){0,5}(?:ffff:)?((?:\d{1,3}\.){3}\d{1,3})$/i.exec(address.replace(/^::/, "0:"));
  if (mapped?.[1]) return mapped[1];
  const hex = /^(?:0{0,4}:){0,5}ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address.replace(/^::/, "0:"));
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether an address is on the public internet (not private, loopback, link-local, multicast or unspecified). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, "ipv4");
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner) return isIP(inner) === 4 && !NOT_PUBLIC.check(inner, "ipv4");
  return !NOT_PUBLIC.check(address, "ipv6");
}

export type AddressCheck =
  | { readonly ok: true; readonly address: string }
  | { readonly ok: false; readonly problem: "unresolvable" | "privateAddress" };

/**
 * The address to connect to for `host`: resolved once, and refused if any of its addresses is not
 * public (a name with one public and one private address could be answered either way). The caller
 * connects to the address returned, never resolving again, so a second answer (DNS rebinding)
 * cannot send it elsewhere. `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE) skips the refusal.
 */
export async function checkHost(host: string, resolve: AddressResolver, allowPrivate: boolean): Promise<AddressCheck> {
  const bare = host.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(bare) ? [bare] : await resolve(bare);
  } catch {
    return { ok: false, problem: "unresolvable" };
  }
  const [first] = addresses;
  if (!first) return { ok: false, problem: "unresolvable" };
  if (!allowPrivate && !addresses.every(isPublicAddress)) return { ok: false, problem: "privateAddress" };
  return { ok: true, address: first };
}
