/**
 * A tiny MaxMind DB (MMDB v2) writer for tests: a country database like GeoLite2-Country or
 * DB-IP's country lite, built in memory for a few networks, since a real one cannot be shipped
 * with the tests. It follows the MaxMind DB format: a binary search tree of 24-bit records, 16
 * zero bytes, the data section, then the metadata after "\xAB\xCD\xEFMaxMind.com".
 */

/** What a network maps to: maps, strings and unsigned integers, as the country databases hold. */
export type MmdbValue = string | number | bigint | readonly MmdbValue[] | { readonly [key: string]: MmdbValue };

export interface MmdbNetwork {
  /** `81.2.69.0/24`, or an IPv6 network such as `2001:db8::/32` (in an IPv6 database). */
  readonly network: string;
  readonly record: MmdbValue;
}

export interface MmdbOptions {
  /** 4 (IPv4 only) or 6 (IPv4 networks then live at ::a.b.c.d, as in MaxMind's own databases). */
  readonly ipVersion?: 4 | 6;
  readonly databaseType?: string;
}

const NODE_BYTES = 6; // two 24-bit records
const METADATA_MARKER = Buffer.from([0xab, 0xcd, 0xef, ...Buffer.from("MaxMind.com")]);

/** The bits of an address, most significant first: 32 of an IPv4 address, 128 of an IPv6 one. */
function addressBits(address: string): number[] {
  const bytes = address.includes(":") ? ipv6Bytes(address) : address.split(".").map(Number);
  return bytes.flatMap((byte) => Array.from({ length: 8 }, (_, bit) => (byte >> (7 - bit)) & 1));
}

function ipv6Bytes(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const groups = (text: string) => (text === "" ? [] : text.split(":").map((group) => Number.parseInt(group, 16)));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return all.flatMap((group) => [group >> 8, group & 0xff]);
}

/** The control byte(s) of a field: its type and its size, extended as the format says. */
function control(type: number, size: number): Buffer {
  const typeBits = type <= 7 ? type << 5 : 0;
  const extended = type > 7 ? [type - 7] : [];
  if (size < 29) return Buffer.from([typeBits | size, ...extended]);
  if (size < 285) return Buffer.from([typeBits | 29, ...extended, size - 29]);
  if (size < 65_821) return Buffer.from([typeBits | 30, ...extended, (size - 285) >> 8, (size - 285) & 0xff]);
  const rest = size - 65_821;
  return Buffer.from([typeBits | 31, ...extended, (rest >> 16) & 0xff, (rest >> 8) & 0xff, rest & 0xff]);
}

function unsigned(value: bigint, type: number): Buffer {
  const bytes: number[] = [];
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 0xffn));
  return Buffer.concat([control(type, bytes.length), Buffer.from(bytes)]);
}

/** A value of the data section: a string, an unsigned integer (uint32, or uint64 for a bigint), an array or a map. */
export function encodeMmdbValue(value: MmdbValue): Buffer {
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([control(2, text.length), text]);
  }
  if (typeof value === "number") return unsigned(BigInt(value), 6);
  if (typeof value === "bigint") return unsigned(value, 9);
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encodeMmdbValue)]);
  const entries = Object.entries(value as { readonly [key: string]: MmdbValue });
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([key, item]) => [encodeMmdbValue(key), encodeMmdbValue(item)])]);
}

interface TreeNode {
  children: [TreeNode | number | null, TreeNode | number | null];
}

/** A MaxMind DB file holding `networks`, each mapped to its record. */
export function buildMmdb(
  networks: readonly MmdbNetwork[],
  { ipVersion = 4, databaseType = "Backline-Test-Country" }: MmdbOptions = {},
): Buffer {
  const root: TreeNode = { children: [null, null] };
  const data: Buffer[] = [];
  let dataLength = 0;
  for (const { network, record } of networks) {
    const [address = "", prefixText = ""] = network.split("/");
    const isV4 = !address.includes(":");
    if (ipVersion === 4 && !isV4) throw new Error(`buildMmdb: ${network} in an IPv4 database`);
    const bits = [...(isV4 && ipVersion === 6 ? Array<number>(96).fill(0) : []), ...addressBits(address)];
    const prefix = Number(prefixText) + (isV4 && ipVersion === 6 ? 96 : 0);
    const encoded = encodeMmdbValue(record);
    const offset = dataLength;
    data.push(encoded);
    dataLength += encoded.length;
    let node = root;
    for (let depth = 0; depth < prefix - 1; depth++) {
      const bit = bits[depth] ?? 0;
      const next = node.children[bit];
      if (typeof next === "number") throw new Error(`buildMmdb: ${network} lies inside another network`);
      if (next === null) node.children[bit] = { children: [null, null] };
      node = node.children[bit] as TreeNode;
    }
    node.children[bits[prefix - 1] ?? 0] = offset;
  }
  // Number the nodes breadth first, the root 0.
  const nodes: TreeNode[] = [];
  for (let queue = [root]; queue.length > 0; ) {
    const node = queue.shift() as TreeNode;
    nodes.push(node);
    for (const child of node.children) if (child !== null && typeof child === "object") queue.push(child);
  }
  const nodeCount = nodes.length;
  const index = new Map(nodes.map((node, position) => [node, position]));
  const tree = Buffer.alloc(nodeCount * NODE_BYTES);
  nodes.forEach((node, position) => {
    node.children.forEach((child, side) => {
      // A node's number, the node count for "no data", or past it (and the 16-byte separator) for data.
      const value = child === null ? nodeCount : typeof child === "number" ? nodeCount + 16 + child : (index.get(child) as number);
      tree.writeUIntBE(value, position * NODE_BYTES + side * 3, 3);
    });
  });
  const metadata = encodeMmdbValue({
    node_count: nodeCount,
    record_size: 24,
    ip_version: ipVersion,
    database_type: databaseType,
    languages: ["en"],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: BigInt(Date.parse("2026-11-01T00:00:00Z") / 1000),
    description: { en: "Backline's test country database" },
  });
  return Buffer.concat([tree, Buffer.alloc(16), ...data, METADATA_MARKER, metadata]);
}

/** The records of a country database as GeoLite2-Country has them. */
export const countryRecord = (isoCode: string) => ({ country: { iso_code: isoCode, names: { en: isoCode } } });

/** A small country database: 81.2.69.0/24 in Great Britain, 2.125.160.0/24 in France, 2001:db8:1::/48 in Germany (IPv6 only), and 192.0.2.0/24 with no country. */
export function testCountryDatabase(ipVersion: 4 | 6 = 6): Buffer {
  return buildMmdb(
    [
      { network: "81.2.69.0/24", record: countryRecord("GB") },
      { network: "2.125.160.0/24", record: countryRecord("FR") },
      // As GeoLite2 has for some networks: a continent, no country.
      { network: "192.0.2.0/24", record: { continent: { code: "EU" } } },
      ...(ipVersion === 6 ? [{ network: "2001:db8:1::/48", record: countryRecord("DE") }] : []),
    ],
    { ipVersion },
  );
}
