import { COMMON_PASSWORD_LIST } from "./commonPasswordList";

let common: Set<string> | null = null;

/**
 * Whether a password is among the 10,000 most common (commonPasswordList.ts), ignoring letter
 * case: "Password" and "PASSWORD" are guessed as early as "password".
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORD_LIST.split("\n").map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
