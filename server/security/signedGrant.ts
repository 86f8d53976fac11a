import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A grant carried in a link (a buyer's download, an owner's export): its fields, readable, and
 * the server's signature over them and what they are for, so a token made for one purpose never
 * opens another. The last field is when it expires (unix seconds).
 */
type GrantFields = readonly [...(string | null)[], number];

const sign = (secret: string, purpose: string, payload: string) =>
  createHmac("sha256", secret).update(`${purpose}\n${payload}`).digest("base64url");

/** The token of `fields` for `purpose`. */
export function signGrant(secret: string, purpose: string, fields: GrantFields): string {
  const payload = Buffer.from(JSON.stringify(fields)).toString("base64url");
  return `${payload}.${sign(secret, purpose, payload)}`;
}

export type GrantCheck = { ok: true; fields: (string | null)[]; expires: number } | { ok: false; reason: "invalid" | "expired" };

/** The fields a token carries (its expiry apart), if this server signed it for `purpose`, with `count` fields, and it has not expired. */
export function readGrant(secret: string, purpose: string, token: string, count: number, nowMs: number): GrantCheck {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!Array.isArray(fields) || fields.length !== count) return { ok: false, reason: "invalid" };
  const expires = fields.at(-1);
  if (typeof expires !== "number" || fields.slice(0, -1).some((field) => field !== null && typeof field !== "string"))
    return { ok: false, reason: "invalid" };
  if (expires <= Math.floor(nowMs / 1000)) return { ok: false, reason: "expired" };
  return { ok: true, fields: fields.slice(0, -1), expires };
}
