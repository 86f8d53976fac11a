import { randomBytes } from "node:crypto";
import { DOWNLOAD_CODE_ALPHABET, DOWNLOAD_CODE_LENGTH } from "../../schema/rules/downloadCodes";

/**
 * `count` random download codes, in their stored form: each symbol is a random byte's low 5 bits
 * (256 is a multiple of 32, so every symbol is equally likely), 50 bits a code.
 */
export function makeDownloadCodes(count: number): string[] {
  const bytes = randomBytes(count * DOWNLOAD_CODE_LENGTH);
  const codes: string[] = [];
  for (let index = 0; index < count; index++) {
    let code = "";
    for (let at = 0; at < DOWNLOAD_CODE_LENGTH; at++) code += DOWNLOAD_CODE_ALPHABET[(bytes[index * DOWNLOAD_CODE_LENGTH + at] ?? 0) & 31];
    codes.push(code);
  }
  return codes;
}
