import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Authenticator secrets must be read back to check codes, so they cannot be hashed; they are sealed
 * (AES-256-GCM) with a key derived from the server's secret (UPLOAD_SECRET, which every server of a
 * deployment shares), so a copy of the database alone gives no one the codes. Changing that secret
 * makes every sealed one unreadable: those editors then sign in with a recovery code.
 */
function keyOf(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret, "backline", "two-factor secrets v1", 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url: the version lets a later key or cipher live beside this one. */
export function sealSecret(serverSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The secret a seal holds, or null when it was sealed with another key or altered. */
export function openSecret(serverSecret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(serverSecret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
