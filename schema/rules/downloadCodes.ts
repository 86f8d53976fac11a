/**
 * Download codes (issue 36, item 6): what a code looks like, shared by the server that makes and
 * checks them, the fan's /redeem screen and the studio's printed cards.
 *
 * A code is DOWNLOAD_CODE_LENGTH symbols of Crockford's base32 (0-9 and A-Z without I, L, O, U):
 * 10 × 5 = 50 bits, about 1.1 × 10^15 codes. Even with a million live codes at one artist, a guess
 * hits one in about 1.1 × 10^9 tries; the redemption rate limit (server/http/rateLimits.ts,
 * `codeRedeem`) lets an address try 60 codes in 10 minutes, so one address would need thousands of
 * years on average. Shown in groups, `ABCD-EFGH-JK`, so it is read aloud and typed without losing place.
 */

/** Crockford's base32: no I, L, O nor U, which are read as 1, 1, 0 and V (or as a word). */
export const DOWNLOAD_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Symbols in a code: 50 bits of entropy (each symbol 5 bits). */
export const DOWNLOAD_CODE_LENGTH = 10;

/** Codes in one batch at most: a pressing of cards, not a catalogue. */
export const DOWNLOAD_CODE_BATCH_MAX = 10_000;

/** The longest a typed code may be before it is normalized: room for spaces and dashes between groups. */
export const DOWNLOAD_CODE_INPUT_MAX = 40;

/** The symbols a fan may mistake for others, read as Crockford's decoding reads them. */
const CONFUSED: Readonly<Record<string, string>> = { O: "0", I: "1", L: "1" };

/**
 * A code as typed, in its stored form: upper case, without spaces or dashes, O read as 0 and I or L
 * as 1; null when what is left is not a code's length and alphabet (it is then no code at all).
 * @example normalizeDownloadCode(" abcd-efgh-jk ") // "ABCDEFGHJK"
 */
export function normalizeDownloadCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/[OIL]/g, (letter) => CONFUSED[letter] ?? letter);
  if (code.length !== DOWNLOAD_CODE_LENGTH) return null;
  for (const symbol of code) if (!DOWNLOAD_CODE_ALPHABET.includes(symbol)) return null;
  return code;
}

/**
 * A stored code as people read it, in groups of four.
 * @example formatDownloadCode("ABCDEFGHJK") // "ABCD-EFGH-JK"
 */
export function formatDownloadCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** Where a fan redeems a code on the artist's site. */
export const REDEEM_PATH = "/redeem";
