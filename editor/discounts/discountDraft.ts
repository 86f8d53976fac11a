import {
  type DiscountCode,
  type DiscountCodeInput,
  type DiscountKind,
  type DiscountTarget,
  discountCodeTextSchema,
} from "../../schema/api/discountCodes";

/** A code as its form holds it: amounts as typed (a percent, or dollars), dates on the artist's own clock. */
export interface DiscountDraft {
  readonly code: string;
  readonly kind: DiscountKind;
  readonly amount: string;
  readonly appliesTo: DiscountTarget;
  readonly productIds: readonly string[];
  readonly tierIds: readonly string[];
  /** `YYYY-MM-DDTHH:mm` on the browser's clock, or empty for none. */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly usageLimit: string;
  readonly oncePerFan: boolean;
  /** Dollars, or empty for none. */
  readonly minimumOrder: string;
}

export type DiscountDraftProblems = Partial<Record<"code" | "amount" | "productIds" | "endsAt" | "usageLimit" | "minimumOrder", string>>;

// No 0/O or 1/I: a code read aloud or off a poster is typed right.
const CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new code nobody would guess: eight letters and digits from the browser's random source. */
export function generateDiscountCode(
  random: (count: number) => Uint8Array = (count) => crypto.getRandomValues(new Uint8Array(count)),
): string {
  return [...random(8)].map((byte) => CODE_LETTERS[byte % CODE_LETTERS.length]).join("");
}

export function emptyDiscountDraft(): DiscountDraft {
  return {
    code: "",
    kind: "percent",
    amount: "",
    appliesTo: "store",
    productIds: [],
    tierIds: [],
    startsAt: "",
    endsAt: "",
    usageLimit: "",
    oncePerFan: true,
    minimumOrder: "",
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as a datetime-local input shows it, on the browser's clock. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

export function draftOfDiscount(code: DiscountCode): DiscountDraft {
  return {
    code: code.code,
    kind: code.kind,
    amount: code.kind === "percent" ? String(code.amount) : dollarsOf(code.amount),
    appliesTo: code.appliesTo,
    productIds: code.productIds,
    tierIds: code.tierIds,
    startsAt: toLocalInput(code.startsAt),
    endsAt: toLocalInput(code.endsAt),
    usageLimit: code.usageLimit === null ? "" : String(code.usageLimit),
    oncePerFan: code.oncePerFan,
    minimumOrder: code.minimumOrderCents === null ? "" : dollarsOf(code.minimumOrderCents),
  };
}

/** Dollars as typed ("5", "5.5", "$5.50") in cents, or null when it is not an amount. */
function centsOf(text: string): number | null {
  const match = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

const CODE_PATTERN = new RegExp(discountCodeTextSchema.pattern);

/** The amount as the API takes it (a whole percent, or cents), or the problem with it. */
function amountOf(draft: DiscountDraft): number | string {
  if (draft.kind === "percent") {
    const percent = Number(draft.amount.trim().replace(/%$/, ""));
    return Number.isInteger(percent) && percent >= 1 && percent <= 100 ? percent : "Enter a whole percentage from 1 to 100.";
  }
  const cents = centsOf(draft.amount);
  return cents !== null && cents > 0 ? cents : "Enter an amount in dollars, such as 5 or 4.50.";
}

/** The draft as the API takes it, or its problems in the words the form shows. */
export function discountInputOf(
  draft: DiscountDraft,
): { ok: true; input: DiscountCodeInput } | { ok: false; problems: DiscountDraftProblems } {
  const problems: DiscountDraftProblems = {};
  const code = draft.code.trim().toUpperCase();
  if (code.length < discountCodeTextSchema.minLength || code.length > discountCodeTextSchema.maxLength || !CODE_PATTERN.test(code))
    problems.code = `A code is ${discountCodeTextSchema.minLength} to ${discountCodeTextSchema.maxLength} letters, digits, - or _. Press Generate for one.`;
  const amount = amountOf(draft);
  if (typeof amount === "string") problems.amount = amount;
  if (draft.appliesTo === "products" && draft.productIds.length === 0) problems.productIds = "Choose at least one release or merch item.";
  const startsAt = draft.startsAt ? new Date(draft.startsAt).toISOString() : null;
  const endsAt = draft.endsAt ? new Date(draft.endsAt).toISOString() : null;
  if (startsAt && endsAt && endsAt <= startsAt) problems.endsAt = "The end must be after the start.";
  const usageLimit = draft.usageLimit.trim() === "" ? null : Number(draft.usageLimit);
  if (usageLimit !== null && !(Number.isInteger(usageLimit) && usageLimit >= 1))
    problems.usageLimit = "Enter a whole number of uses, or leave it empty.";
  const minimumOrderCents = draft.minimumOrder.trim() === "" ? null : centsOf(draft.minimumOrder);
  if (minimumOrderCents === 0 || (draft.minimumOrder.trim() !== "" && minimumOrderCents === null))
    problems.minimumOrder = "Enter an amount in dollars, or leave it empty.";
  if (Object.keys(problems).length > 0 || typeof amount === "string") return { ok: false, problems };
  return {
    ok: true,
    input: {
      code,
      kind: draft.kind,
      amount,
      appliesTo: draft.appliesTo,
      productIds: draft.appliesTo === "products" ? [...draft.productIds] : [],
      tierIds: draft.appliesTo === "membership_first_period" ? [...draft.tierIds] : [],
      startsAt,
      endsAt,
      usageLimit,
      oncePerFan: draft.oncePerFan,
      minimumOrderCents,
    },
  };
}
