import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { type RunningServer, startRealServer } from "./realServer";
import { type CaughtMessage, type SmtpCatcher, startSmtpCatcher } from "./smtpCatcher";

/**
 * Newsletters over a real SMTP server (issue 19): smtp-server listens on loopback and the product
 * sends through it (SMTP_URL). A list of 200 confirmed and 5 unconfirmed subscribers gets exactly
 * 200 messages, each with its own unsubscribe link and the RFC 8058 headers; one recipient
 * unsubscribes with one POST and the next send leaves them out; the server is killed (-9) in the
 * middle of a send and started again, and every recipient ends with the email once. Before all
 * that, a visitor's join from the site is confirmed from the message the SMTP server received.
 */

const running: RunningServer[] = [];
let smtp: SmtpCatcher;
test.beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
test.afterAll(async () => {
  for (const server of running) if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill("SIGTERM");
  await smtp.close();
});

const CONFIRMED = Array.from({ length: 200 }, (_, index) => `reader${String(index).padStart(3, "0")}@example.com`);
const UNCONFIRMED = Array.from({ length: 5 }, (_, index) => `maybe${index}@example.com`);

interface Studio {
  readonly baseUrl: string;
  readonly profileId: string;
  readonly headers: Record<string, string>;
}

async function logIn(request: APIRequestContext, server: RunningServer): Promise<Studio> {
  const { owner } = JSON.parse(readFileSync(join(server.dataDir, "demo-credentials.json"), "utf8"));
  const session = await request.post(`${server.baseUrl}/api/editor/sessions`, { data: owner });
  expect(session.status()).toBe(200);
  const { token, editor } = await session.json();
  return { baseUrl: server.baseUrl, profileId: editor.profileId, headers: { authorization: `Bearer ${token}` } };
}

function newsletterDocument(id: string) {
  const words = (text: string) => ({
    root: {
      children: [
        {
          children: [{ detail: 0, format: 0, mode: "normal", style: "", text, type: "text", version: 1 }],
          direction: null,
          format: "",
          indent: 0,
          type: "paragraph",
          version: 1,
        },
      ],
      direction: null,
      format: "",
      indent: 0,
      type: "root",
      version: 1,
    },
  });
  return {
    schemaVersion: 1,
    kind: "email",
    id,
    title: "Winter tour",
    settings: { subject: "Winter tour, {{first_name|friend}}" },
    root: {
      id: "root",
      type: "Container",
      props: {},
      children: [{ id: "t1", type: "Text", props: { content: words("Hello {{first_name|friend}}: the winter tour is on.") } }],
    },
  };
}

async function send(request: APIRequestContext, studio: Studio, listId: string): Promise<string> {
  const response = await request.post(`${studio.baseUrl}/api/profiles/${studio.profileId}/newsletters`, {
    headers: studio.headers,
    data: {
      documentId: "winter-tour",
      audience: { emailListId: listId },
      idempotencyKey: `e2e-send-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

/** The messages of one send (its Message-IDs carry the send's id). */
const ofSend = (sendId: string): CaughtMessage[] => smtp.messages.filter((message) => message.messageId.startsWith(`<${sendId}.`));
const recipientsOf = (messages: readonly CaughtMessage[]) => new Set(messages.map((message) => message.to));

test("a newsletter over SMTP: 200 of 205 get it, one unsubscribes in one click, a kill -9 mid-send delivers each once", async ({
  request,
}) => {
  test.setTimeout(300_000);
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NEWSLETTER_BATCH_SIZE: "10", NEWSLETTER_PER_MINUTE: "3000" };
  const first = await startRealServer(undefined, env);
  running.push(first);
  const studio = await logIn(request, first);
  const lists = `${studio.baseUrl}/api/profiles/${studio.profileId}/email-lists`;
  const list = await (await request.post(lists, { headers: studio.headers, data: { name: "Tour news" } })).json();
  const imported = await request.post(`${lists}/${list.id}/subscribers/import`, {
    headers: studio.headers,
    data: { csv: `email\n${CONFIRMED.join("\n")}\n`, apply: true },
  });
  expect(imported.status()).toBe(200);
  // Joined from the site and never confirmed: double opt-in keeps them out.
  for (const email of UNCONFIRMED) {
    const joined = await request.post(`${studio.baseUrl}/api/public/email-lists/join`, { data: { email, emailListId: list.id } });
    expect(joined.status()).toBe(200);
  }
  const saved = await request.put(`${studio.baseUrl}/api/profiles/${studio.profileId}/documents/winter-tour`, {
    headers: studio.headers,
    data: { document: newsletterDocument("winter-tour") },
  });
  expect(saved.status()).toBe(201);

  const firstSend = await send(request, studio, list.id);
  await expect.poll(() => ofSend(firstSend).length, { timeout: 60_000, message: "the first send reaches its 200" }).toBe(200);
  const delivered = ofSend(firstSend);
  expect([...recipientsOf(delivered)].sort()).toEqual(CONFIRMED);
  const links = new Set<string>();
  for (const message of delivered) {
    expect(message.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const link = /<([^>]+)>/.exec(message.header("List-Unsubscribe") ?? "")?.[1] ?? "";
    expect(link).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(message.html).toContain(link);
    links.add(link);
  }
  expect(links.size).toBe(200);
  expect(delivered[0]?.subject).toBe("Winter tour, friend");

  // One click, as a mail program does it (RFC 8058): a POST with that one field, no cookie.
  const leaving = delivered.find((message) => message.to === CONFIRMED[7]);
  const link = /<([^>]+)>/.exec(leaving?.header("List-Unsubscribe") ?? "")?.[1] ?? "";
  const unsubscribed = await request.post(link.replace(/^https?:\/\/[^/]+/, first.baseUrl), {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(unsubscribed.status()).toBe(200);
  const stillThere = CONFIRMED.filter((email) => email !== CONFIRMED[7]);

  const secondSend = await send(request, studio, list.id);
  await expect.poll(() => ofSend(secondSend).length, { timeout: 60_000 }).toBe(199);
  expect([...recipientsOf(ofSend(secondSend))].sort()).toEqual(stillThere);

  // kill -9 in the middle of a send, then start again on the same data.
  const thirdSend = await send(request, studio, list.id);
  await expect.poll(() => ofSend(thirdSend).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(40);
  first.process.kill("SIGKILL");
  await first.exited;
  const cutOffAt = ofSend(thirdSend).length;
  expect(cutOffAt).toBeLessThan(199);
  const second = await startRealServer(first.dataDir, env);
  running.push(second);
  await expect
    .poll(() => recipientsOf(ofSend(thirdSend)).size, { timeout: 120_000, message: "the restarted server sends the rest" })
    .toBe(199);
  const third = ofSend(thirdSend);
  expect([...recipientsOf(third)].sort()).toEqual(stillThere);
  // Each recipient's copy has one Message-ID; only a copy in flight at the kill can have been handed over twice, and it keeps its id.
  for (const email of stillThere) {
    const copies = third.filter((message) => message.to === email);
    expect(new Set(copies.map((message) => message.messageId)).size, email).toBe(1);
  }
  expect(third.length - 199).toBeLessThanOrEqual(10);
  const studioAgain = await logIn(request, second);
  const detail = await (
    await request.get(`${second.baseUrl}/api/profiles/${studioAgain.profileId}/newsletters/${thirdSend}`, { headers: studioAgain.headers })
  ).json();
  expect(detail.newsletter.counts).toMatchObject({ total: 199, sent: 199, queued: 0, failed: 0 });
});
