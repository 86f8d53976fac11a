import { createHash, randomBytes } from "node:crypto";

/** A session token: 32 random bytes (256 bits), base64url. */
export function createToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database stores of a token: its SHA-256, so a leaked table holds no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A random id for a row: 16 URL-safe characters (96 bits), valid under the schemas' id pattern. */
export function newId(): string {
  return randomBytes(12).toString("base64url");
}

/** The shape of every token createToken makes: anything else was never issued, so it is not looked up. */
export const ISSUED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;
