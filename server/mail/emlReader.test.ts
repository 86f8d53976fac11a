import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { headerValue, readEml, readEmlHeaders } from "./emlReader";
import type { MailMessage } from "./mailTransport";
import { nodemailerMessage } from "./nodemailerMessage";

/** A message as the outbox writes it. */
async function written(message: MailMessage): Promise<Buffer> {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transporter.sendMail(nodemailerMessage(message, "Backline <no-reply@localhost>"));
  return info.message as Buffer;
}

const base = { profileId: "night-ferry", to: "ana@example.com", subject: "Your receipt", text: "Thank you.\n  Night Drive  $9.99" };

describe("reading back the outbox's messages", () => {
  it("reads a text-only message: its headers in order, with the artist's, and its text", async () => {
    const message = readEml(await written(base));
    expect(headerValue(message.headers, "x-backline-profile")).toBe("night-ferry");
    expect(headerValue(message.headers, "Subject")).toBe("Your receipt");
    expect(headerValue(message.headers, "From")).toBe("Backline <no-reply@localhost>");
    expect(message.headers.map((header) => header.name)).toContain("Message-ID");
    expect(message.text?.trim()).toBe(base.text);
    expect(message.html).toBeNull();
  });

  it("reads what mailparser reads of text and HTML, accents, long lines and long subjects", async () => {
    const raw = await written({
      ...base,
      to: "ana@example.com",
      subject: "Your receipt — Nöël Drive ".repeat(4).trim(),
      text: `Thank you for buying Nöël 🎶.\n${"x".repeat(300)}\n= an equals sign`,
      html: `<p>Thank <strong>you</strong> — é</p><script>alert(1)</script>${"<br>".repeat(100)}`,
    });
    const ours = readEml(raw);
    const theirs = await simpleParser(raw);
    expect(headerValue(ours.headers, "subject")).toBe(theirs.subject);
    expect(headerValue(ours.headers, "to")).toBe("ana@example.com");
    expect(ours.text).toBe(theirs.text);
    expect(ours.html).toBe(theirs.html);
    expect(ours.html).toContain("<script>alert(1)</script>");
  });

  it("reads base64 parts, and the headers from the beginning of a file alone", async () => {
    const raw = await written({ ...base, text: "Ελληνικά και 日本語 ".repeat(40) });
    const ours = readEml(raw);
    expect(ours.text).toBe((await simpleParser(raw)).text);
    const headers = readEmlHeaders(raw.subarray(0, raw.indexOf("\n\n") + 10));
    expect(headerValue(headers, "X-Backline-Profile")).toBe("night-ferry");
  });

  it("leaves out what it does not read: attachments, parts nested too deep, a message without parts", () => {
    const attachment = Buffer.from(
      [
        "Content-Type: multipart/mixed; boundary=b",
        "",
        "--b",
        "Content-Type: text/plain",
        "Content-Disposition: attachment; filename=a.txt",
        "",
        "secret",
        "--b--",
        "",
      ].join("\n"),
    );
    expect(readEml(attachment)).toMatchObject({ text: null, html: null });
    const nested = (depth: number): string =>
      depth === 0
        ? "Content-Type: text/plain\n\ndeep"
        : `Content-Type: multipart/mixed; boundary=b${depth}\n\n--b${depth}\n${nested(depth - 1)}\n--b${depth}--\n`;
    expect(readEml(Buffer.from(nested(2))).text).toBe("deep");
    expect(readEml(Buffer.from(nested(6))).text).toBeNull();
    expect(readEml(Buffer.from("not a message"))).toEqual({ headers: [], text: "", html: null });
  });
});
