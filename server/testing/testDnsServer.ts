import { createRequire } from "node:module";

/** A record the test DNS server answers with. */
export interface TestDnsRecord {
  readonly name: string;
  readonly type: "A" | "AAAA" | "CNAME" | "TXT";
  readonly value: string;
}

export interface TestDnsServer {
  /** Where it listens, as DNS_SERVERS takes it: `127.0.0.1:<port>`. */
  readonly address: string;
  /** Replaces the records of `name` of `type` (none: removes them). */
  set(name: string, type: TestDnsRecord["type"], values: readonly string[]): void;
  close(): Promise<void>;
}

/** The parts of dns2 used here (it ships no types). */
interface Dns2Packet {
  questions: { name: string; type: number }[];
  answers: object[];
  header: { rcode: number };
}
interface Dns2 {
  createServer(options: { udp: boolean; handle(request: Dns2Packet, send: (response: Dns2Packet) => void): void }): {
    listen(options: object): Promise<{ udp: { port: number } }>;
    close(): Promise<void>;
  };
  Packet: {
    TYPE: Record<TestDnsRecord["type"], number>;
    CLASS: { IN: number };
    RCODE: { NXDOMAIN: number };
    createResponseFromRequest(request: Dns2Packet): Dns2Packet;
  };
}

const dns2 = createRequire(import.meta.url)("dns2") as Dns2;
const TYPES = ["A", "AAAA", "CNAME", "TXT"] as const;

/**
 * A real DNS server on loopback (dns2, over UDP) answering only the records a test gives it and
 * changes as it goes, for the custom-domain checks (issue 31) to run against real DNS packets
 * through node:dns: a name it has no record of is NXDOMAIN; a name with other records answers
 * none of the type asked (NODATA); A and AAAA questions of a name with a CNAME get the CNAME.
 */
export async function startTestDnsServer(records: readonly TestDnsRecord[] = []): Promise<TestDnsServer> {
  const zone = new Map<string, string[]>();
  const key = (name: string, type: string) => `${name.toLowerCase().replace(/\.$/, "")} ${type}`;
  const set = (name: string, type: TestDnsRecord["type"], values: readonly string[]) => {
    if (values.length === 0) zone.delete(key(name, type));
    else zone.set(key(name, type), [...values]);
  };
  for (const record of records) set(record.name, record.type, [...(zone.get(key(record.name, record.type)) ?? []), record.value]);

  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const type = TYPES.find((name) => dns2.Packet.TYPE[name] === question?.type);
      if (!question || !type) return send(response);
      const known = TYPES.some((name) => zone.has(key(question.name, name)));
      if (!known) {
        response.header.rcode = dns2.Packet.RCODE.NXDOMAIN;
        return send(response);
      }
      const viaCname = (type === "A" || type === "AAAA") && !zone.has(key(question.name, type));
      const answerType = viaCname ? "CNAME" : type;
      for (const value of zone.get(key(question.name, answerType)) ?? []) {
        const data = answerType === "TXT" ? { data: value } : answerType === "CNAME" ? { domain: value } : { address: value };
        response.answers.push({ name: question.name, type: dns2.Packet.TYPE[answerType], class: dns2.Packet.CLASS.IN, ttl: 1, ...data });
      }
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: "127.0.0.1" } });
  return { address: `127.0.0.1:${addresses.udp.port}`, set, close: () => server.close() };
}
