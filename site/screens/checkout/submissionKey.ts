/** A key for one submission: a doubled click or a retried request makes one order or subscription. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
