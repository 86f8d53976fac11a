import { createHmac, timingSafeEqual } from "node:crypto";

/** What a presigned upload URL signs: whose upload, which one, and until when (unix seconds). */
export interface UploadGrant {
  readonly profileId: string;
  readonly uploadId: string;
  readonly expires: number;
}

/** HMAC-SHA256 of the grant with the server's upload secret, base64url. */
export function signUpload(secret: string, { profileId, uploadId, expires }: UploadGrant): string {
  return createHmac("sha256", secret).update(`upload\n${profileId}\n${uploadId}\n${expires}`).digest("base64url");
}

/** Whether `signature` is this server's for the grant, compared in constant time. */
export function verifyUploadSignature(secret: string, grant: UploadGrant, signature: string): boolean {
  const expected = Buffer.from(signUpload(secret, grant));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
