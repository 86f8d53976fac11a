import type { NewsletterAudience } from "../../../schema/api/newsletters";

/** What the Send dialog's first step holds, as its fields have it. */
export interface SendChoice {
  readonly audience: "list" | "tiers";
  /** The chosen list's id; "" while none is chosen. */
  readonly emailListId: string;
  readonly tierIds: readonly string[];
  readonly when: "now" | "later";
  /** The `datetime-local` field's value, in the artist's time zone; "" while empty. */
  readonly sendAt: string;
  readonly publishWebVersion: boolean;
  /** The tiers whose members get the 'Members only' parts (issue 30); null until the artist changes the default, the paid tiers. */
  readonly membersOnlyTierIds: readonly string[] | null;
}

export const EMPTY_SEND_CHOICE: SendChoice = {
  audience: "list",
  emailListId: "",
  tierIds: [],
  when: "now",
  sendAt: "",
  publishWebVersion: false,
  membersOnlyTierIds: null,
};

/** What the API is asked to send, once the choice is complete. */
export interface SendRequest {
  readonly audience: NewsletterAudience;
  /** An ISO moment, when later; absent for now. */
  readonly sendAt?: string;
  readonly publishWebVersion: boolean;
  /** Absent: the server's default, the paid tiers (what the dialog shows ticked until the artist changes it). */
  readonly membersOnlyTierIds?: readonly string[];
}

/** The request a choice makes, or what it still lacks; `now` is the moment it is checked against. */
export function sendRequestOf(choice: SendChoice, now: number): { ok: true; request: SendRequest } | { ok: false; message: string } {
  if (choice.audience === "list" && choice.emailListId === "") return { ok: false, message: "Choose an email list." };
  if (choice.audience === "tiers" && choice.tierIds.length === 0) return { ok: false, message: "Choose at least one tier." };
  const audience: NewsletterAudience =
    choice.audience === "list" ? { emailListId: choice.emailListId } : { membershipTierIds: [...choice.tierIds] };
  const membersOnly = choice.membersOnlyTierIds === null ? {} : { membersOnlyTierIds: [...choice.membersOnlyTierIds] };
  if (choice.when === "now") return { ok: true, request: { audience, publishWebVersion: choice.publishWebVersion, ...membersOnly } };
  // A `datetime-local` value has no offset, which Date reads as local time: the artist's own clock.
  const at = choice.sendAt === "" ? Number.NaN : new Date(choice.sendAt).getTime();
  if (Number.isNaN(at)) return { ok: false, message: "Choose when to send it." };
  if (at <= now) return { ok: false, message: "Choose a time in the future." };
  return {
    ok: true,
    request: { audience, sendAt: new Date(at).toISOString(), publishWebVersion: choice.publishWebVersion, ...membersOnly },
  };
}

/** A moment as a `datetime-local` field writes it ("2026-11-27T14:05"), in local time: the field's earliest choice. */
export function localDateTimeValue(ms: number): string {
  const date = new Date(ms);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}
