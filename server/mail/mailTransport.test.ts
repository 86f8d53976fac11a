import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailMessage } from "./mailTransport";
import { openMailTransport } from "./openMailTransport";
import { listOutbox, readOutboxMessage } from "./outboxTransport";

const receipt: MailMessage = {
  profileId: "night-ferry",
  to: "ana@example.com",
  subject: "Your receipt — Nöël Drive",
  text: "Thank you for buying Night Drive.\nTotal: $7.50",
  html: "<p>Thank you for buying <strong>Night Drive</strong>.</p>",
  headers: { "List-Unsubscribe": "<https://artist.example/unsubscribe?t=abc>" },
};

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "backline-mail-"));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the outbox (the embedded default)", () => {
  it("writes each message as an .eml file a mail program reads: sender, recipient, subject, both parts, headers", async () => {
    const transport = openMailTransport({ dataDir, mailFrom: "Night Ferry <shop@nightferry.test>" });
    expect(transport.kind).toBe("outbox");
    const { messageId } = await transport.send(receipt);
    const [entry, ...others] = await listOutbox(join(dataDir, "outbox"));
    expect(others).toEqual([]);
    expect(readdirSync(join(dataDir, "outbox")).some((name) => name.endsWith(".partial"))).toBe(false);
    const raw = await readOutboxMessage(join(dataDir, "outbox"), entry?.file ?? "");
    const parsed = await simpleParser(raw as Buffer);
    expect(parsed.messageId).toBe(messageId);
    expect(parsed.from?.text).toBe('"Night Ferry" <shop@nightferry.test>');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "").toBe("ana@example.com");
    expect(parsed.subject).toBe("Your receipt — Nöël Drive");
    expect(parsed.text?.trim()).toBe(receipt.text);
    expect(parsed.html).toContain("<strong>Night Drive</strong>");
    expect(raw?.toString()).toContain("List-Unsubscribe: <https://artist.example/unsubscribe?t=abc>");
    // The artist it was sent for, so the studio shows each artist only their own messages.
    expect(raw?.toString()).toContain("X-Backline-Profile: night-ferry");
  });

  it("lists newest first, and reads only its own files", async () => {
    const transport = openMailTransport({ dataDir });
    await transport.send({ ...receipt, subject: "Second" });
    const entries = await listOutbox(join(dataDir, "outbox"));
    expect(entries).toHaveLength(2);
    const newest = await simpleParser((await readOutboxMessage(join(dataDir, "outbox"), entries[0]?.file ?? "")) as Buffer);
    expect(newest.subject).toBe("Second");
    expect(newest.from?.text).toBe('"Backline" <no-reply@localhost>');
    expect(await readOutboxMessage(join(dataDir, "outbox"), "../upload-secret")).toBeNull();
    expect(await listOutbox(join(dataDir, "nowhere"))).toEqual([]);
  });

  it("sends as an artist by name over MAIL_FROM's address, quoting the name", async () => {
    const folder = join(dataDir, "named");
    const transport = openMailTransport({ dataDir: folder, mailFrom: "Shop <shop@nightferry.test>" });
    await transport.send({ ...receipt, fromName: 'Salt "&" Static' });
    const [entry] = await listOutbox(join(folder, "outbox"));
    const parsed = await simpleParser((await readOutboxMessage(join(folder, "outbox"), entry?.file ?? "")) as Buffer);
    expect(parsed.from?.value).toEqual([{ name: 'Salt "&" Static', address: "shop@nightferry.test" }]);
  });
});

describe("SMTP (SMTP_URL)", () => {
  let server: SMTPServer;
  const received: { from: string; to: string[]; raw: Buffer }[] = [];
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("hands each message to the SMTP server, which gets what the outbox would have written", async () => {
    const transport = openMailTransport({ dataDir, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: "shop@nightferry.test" });
    expect(transport.kind).toBe("smtp");
    await transport.send(receipt);
    transport.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "shop@nightferry.test", to: ["ana@example.com"] });
    const parsed = await simpleParser(received[0]?.raw as Buffer);
    expect(parsed.subject).toBe(receipt.subject);
    expect(parsed.text?.trim()).toBe(receipt.text);
  });

  it("never mails another address than the one it is given, whatever that text holds", async () => {
    const transport = openMailTransport({ dataDir, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: "shop@nightferry.test" });
    for (const to of ["x<other@evil.example>", "<img/src=x/onerror=alert(1)>@x.example", "a@x.example, other@evil.example"]) {
      await transport.send({ ...receipt, to }).catch(() => undefined);
    }
    transport.close();
    expect(received.flatMap((message) => message.to)).not.toContain("other@evil.example");
  });
});
