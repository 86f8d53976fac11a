import type { Account } from "../../schema/api/accounts";

/** The fan's full name (SPEC §2 "Logged in: full name"). */
export function fullName(user: Pick<Account, "firstName" | "lastName">): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The two letters of the account button's avatar. */
export function initials(user: Pick<Account, "firstName" | "lastName">): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
