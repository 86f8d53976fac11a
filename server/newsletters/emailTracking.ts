import { createHmac, timingSafeEqual } from "node:crypto";
import { escapeHtml } from "../../runtime/escapeHtml";
import type { EmailTrackingChoice } from "../data/emailTracking";

/** Whose copy a tracking link belongs to: one recipient (as recipients are keyed, by address) of one send. */
export interface TrackedRecipient {
  readonly sendId: string;
  readonly email: string;
}

const hmac = (secret: string, purpose: string, payload: string) =>
  createHmac("sha256", `${purpose}\n${secret}`).update(payload).digest("base64url");

const sameSignature = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The token of a recipient's pixel and links: the send and the address, signed with the server's
 * secret (its own purpose, so no unsubscribe or download signature stands for it). No one without
 * the secret can make one for another recipient, so no one can count opens or clicks for others.
 */
export function emailTrackingToken(secret: string, recipient: TrackedRecipient): string {
  const payload = Buffer.from(JSON.stringify([recipient.sendId, recipient.email])).toString("base64url");
  return `${payload}.${hmac(secret, "email-tracking", payload)}`;
}

/** Reads a token made by emailTrackingToken; null when it is malformed or not signed by this server. */
export function readEmailTrackingToken(secret: string, token: string): TrackedRecipient | null {
  if (token.length > 1000) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  if (!sameSignature(signature, hmac(secret, "email-tracking", payload))) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== "string" || typeof value[1] !== "string") return null;
    return { sendId: value[0], email: value[1] };
  } catch {
    return null;
  }
}

/** The signature of one tracked link: the token and the exact address it leads to, so neither can be swapped. */
export function trackedLinkSignature(secret: string, token: string, url: string): string {
  return hmac(secret, "email-link", `${token}\n${url}`);
}

/** Whether `signature` is this server's for the token and address. */
export function isTrackedLinkSigned(secret: string, token: string, url: string, signature: string): boolean {
  return sameSignature(signature, trackedLinkSignature(secret, token, url));
}

/** Only web addresses are followed: never `javascript:`, `data:` or anything a browser would run. */
export function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && /^https?:\/\//i.test(url);
  } catch {
    return false;
  }
}

export const trackedPixelUrl = (origin: string, token: string) => `${origin}/e/o/${token}.gif`;

export function trackedLinkUrl(origin: string, secret: string, token: string, url: string): string {
  const signature = trackedLinkSignature(secret, token, url);
  return `${origin}/e/c/${token}?u=${encodeURIComponent(url)}&s=${signature}`;
}

const REFERENCES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** An attribute's value as written by the export (escapeHtml), read back to the address it stands for. */
function attributeValue(written: string): string {
  return written.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return REFERENCES[name.toLowerCase()] ?? whole;
  });
}

export interface CopyTracking extends EmailTrackingChoice {
  /** The artist's site: the pixel and the links lead there, as the unsubscribe link does. */
  readonly origin: string;
  readonly secret: string;
  readonly recipient: TrackedRecipient;
}

/**
 * A recipient's HTML with what the artist turned on: every web link of the body through the
 * artist's site (`/e/c/…`, signed; never the unsubscribe link, never `mailto:`), and a 1×1 image at
 * the end (`/e/o/….gif`). The plain-text part is not changed: it has no image, and its links
 * stay readable.
 */
export function trackCopyHtml(html: string, tracking: CopyTracking): string {
  if (!tracking.opens && !tracking.clicks) return html;
  const token = emailTrackingToken(tracking.secret, tracking.recipient);
  const unsubscribe = `${tracking.origin}/unsubscribe/`;
  const linked = !tracking.clicks
    ? html
    : html.replace(/(\shref=")([^"]*)(")/gi, (whole, before: string, written: string, after: string) => {
        const url = attributeValue(written);
        if (!isWebAddress(url) || url.startsWith(unsubscribe)) return whole;
        return `${before}${escapeHtml(trackedLinkUrl(tracking.origin, tracking.secret, token, url))}${after}`;
      });
  if (!tracking.opens) return linked;
  const pixel = `<img src="${escapeHtml(trackedPixelUrl(tracking.origin, token))}" width="1" height="1" alt="" style="display:block;border:0">`;
  const end = linked.lastIndexOf("</body>");
  return end === -1 ? `${linked}${pixel}` : `${linked.slice(0, end)}${pixel}${linked.slice(end)}`;
}
