import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A new endpoint's signing secret, shown to the owner: `whsec_` and 32 random bytes, as Stripe's look. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/**
 * The `Backline-Signature` header of a delivery, as Stripe signs: `t=<unix seconds>,v1=<hex
 * HMAC-SHA-256 of "<t>.<body>" with the endpoint's secret>`. The time inside the signed text lets a
 * receiver refuse an old delivery replayed by someone who recorded it.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${digest}`;
}

/**
 * What an integrator does with the header (documented for them, and used by our tests as their
 * receiver would): true when a v1 signature matches the body and the time is within `toleranceSeconds`.
 */
export function verifySignature(secret: string, body: string, header: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = header.split(",").map((part) => part.split("=", 2) as [string, string | undefined]);
  const time = Number(parts.find(([key]) => key === "t")?.[1]);
  if (!Number.isInteger(time) || Math.abs(nowSeconds - time) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureHeader(secret, body, time).split("v1=")[1] ?? "", "hex");
  return parts.some(([key, value]) => {
    if (key !== "v1" || !value) return false;
    const given = Buffer.from(value, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
