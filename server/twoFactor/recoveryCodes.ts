import { createHash, randomInt } from "node:crypto";

/** How many recovery codes an editor gets at once. */
export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: the codes are read off paper and typed.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten new codes like `k7m2q-x9wtr` (about 49 bits each), shown to the editor once. */
export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = one();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** A typed code as it was issued: case, spaces and the dash do not matter. */
export function normalizeRecoveryCode(typed: string): string | null {
  const bare = typed.toLowerCase().replace(/[\s-]/g, "");
  return /^[a-z2-9]{10}$/.test(bare) ? `${bare.slice(0, 5)}-${bare.slice(5)}` : null;
}

/** What is stored of a code: its SHA-256 with the editor's id, so one editor's code never matches another's row. */
export function hashRecoveryCode(editorId: string, code: string): string {
  return createHash("sha256").update(`${editorId}:${code}`).digest("hex");
}
