import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmailList } from "../data/emailLists";
import type { MailMessage } from "../mail/mailTransport";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";
import { REGISTRATION_ANSWER_FLOOR_MS } from "./accounts";
import { JOIN_ANSWER_FLOOR_MS } from "./emailListJoin";

/**
 * Answers that must not tell whether an address is known (issue 30): registering and joining a
 * list take as long for a known address as for a new one. Timed, so run alone (vitest.config.ts
 * TIMED); the rest of those routes' tests run beside other files.
 */
let server: TestServer;
beforeAll(async () => {
  // Limits raised: the same address registers and joins again and again here.
  server = await createTestServer("pglite", { config: { rateLimitFactor: 1000 } });
  // Queueing a message costs what the real queue's insert costs, and more: only new addresses pay it.
  const mail = server.context.mail as { queue: (message: MailMessage) => Promise<void> };
  const queue = mail.queue.bind(mail);
  mail.queue = async (message) => {
    await delay(15);
    await queue(message);
  };
}, 60_000);
afterAll(() => server.close());

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

/** How long `call` takes, `rounds` times for a new address and for the known one, interleaved so a slow moment of the machine falls on both alike. */
async function medians(call: (email: string) => Promise<void>, known: string, rounds: number) {
  const timed = async (email: string) => {
    const started = performance.now();
    await call(email);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await timed(`warm${i}-${known}`);
  const fresh: number[] = [];
  const taken: number[] = [];
  for (let i = 0; i < rounds; i++) {
    fresh.push(await timed(`fresh${i}-${known}`));
    taken.push(await timed(known));
  }
  return { fresh: median(fresh), known: median(taken) };
}

describe("a registration's timing", () => {
  it("takes as long for a taken address as for a new one", async () => {
    const taken = "taken@example.com";
    await createFan(server, server.profile.id, { email: taken });
    let registered = 0;
    const register = async (email: string) => {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/public/accounts",
        payload: { firstName: "Ada", lastName: "Lovelace", email, password: "analytical engine" },
        remoteAddress: `10.0.${Math.floor(++registered / 250)}.${registered % 250}`,
      });
      expect(response.statusCode).toBe(202);
    };
    const times = await medians(register, taken, 8);
    expect(times.known).toBeGreaterThanOrEqual(REGISTRATION_ANSWER_FLOOR_MS);
    expect(Math.abs(times.fresh - times.known), `new ${times.fresh} ms, taken ${times.known} ms`).toBeLessThan(15);
  }, 60_000);
});

describe("a join's timing", () => {
  it("tells no one whether the address was new: a new and a known address take as long", async () => {
    const list = await createEmailList(server.context.db, server.profile.id, "Timed");
    const join = async (email: string) => {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/public/email-lists/join",
        payload: { email, emailListId: list.id },
      });
      expect(response.statusCode).toBe(200);
    };
    await join("known@example.com");
    const times = await medians(join, "known@example.com", 40);
    // Before: 29 ms for a new address, 8 for a known one.
    expect(Math.abs(times.fresh - times.known), `new ${times.fresh.toFixed(1)} ms, known ${times.known.toFixed(1)} ms`).toBeLessThan(5);
    expect(times.known).toBeGreaterThanOrEqual(JOIN_ANSWER_FLOOR_MS);
  }, 60_000);
});
