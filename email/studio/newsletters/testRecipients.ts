import { MAX_TEST_RECIPIENTS } from "../../../schema/api/newsletters";
import { EMAIL_PATTERN } from "../../../schema/common";

const emailPattern = new RegExp(EMAIL_PATTERN);
/** The schema's longest address. */
const EMAIL_MAX_LENGTH = 255;

export const TOO_MANY_TEST_RECIPIENTS = `A test goes to at most ${MAX_TEST_RECIPIENTS} other addresses.`;

/**
 * The other addresses a test goes to, as typed (separated by commas, semicolons, spaces or lines),
 * each once: the list, or what is wrong with it.
 */
export function parseTestRecipients(typed: string): { ok: true; to: string[] } | { ok: false; message: string } {
  const to: string[] = [];
  for (const address of typed.split(/[\s,;]+/)) {
    if (address !== "" && !to.some((kept) => kept.toLowerCase() === address.toLowerCase())) to.push(address);
  }
  if (to.length > MAX_TEST_RECIPIENTS) return { ok: false, message: TOO_MANY_TEST_RECIPIENTS };
  const invalid = to.find((address) => address.length > EMAIL_MAX_LENGTH || !emailPattern.test(address));
  if (invalid !== undefined) return { ok: false, message: `“${invalid}” is not an email address.` };
  return { ok: true, to };
}
