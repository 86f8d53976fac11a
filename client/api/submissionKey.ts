/**
 * A key for one submission (an order, a newsletter): a doubled click or a retried request makes one
 * of it. 32 hex characters, within every idempotency-key pattern of the API.
 */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
