/**
 * Pure cart rules (SPEC §4 Cart, §9 prices): identity of items, add/remove, the shape check for
 * stored items, totals and price text. The machine in cartMachine.ts only sequences these.
 */
import { type CartItem, cartItemSchema } from "../../schema/entities/commerce";

/** The messages the cart shows after `cart.add` (SPEC §4). */
export const CART_MESSAGES = {
  added: "Item added to cart",
  alreadyInCart: "Item already in cart",
} as const;

export type CartMessage = (typeof CART_MESSAGES)[keyof typeof CART_MESSAGES];

/** What `cart.remove` matches on: product, gift flag and recipient email (SPEC §4), not the variant. */
export interface CartItemKey {
  readonly productId: string;
  readonly isGift: boolean;
  readonly recipientEmail?: string | undefined;
}

/** Recipient emails compare trimmed and case-insensitively; missing and blank are the same "no recipient". */
export function recipientKey(email: string | undefined): string {
  return (email ?? "").trim().toLowerCase();
}

/** Whether `item` is what `key` names (SPEC §4 removal). */
export function matchesCartKey(item: CartItem, key: CartItemKey): boolean {
  return (
    item.productId === key.productId && item.isGift === key.isGift && recipientKey(item.recipientEmail) === recipientKey(key.recipientEmail)
  );
}

/** Identical items (SPEC §4): same product, variant, gift flag and recipient email. */
export function isSameCartItem(a: CartItem, b: CartItem): boolean {
  return a.productVariantId === b.productVariantId && matchesCartKey(a, b);
}

/**
 * The item as the cart keeps it: quantity fixed at 1 and not increasable (SPEC §4), the recipient
 * email trimmed, a blank one dropped (it means "no recipient", and `""` would fail the schema's
 * email pattern on the next load), and `undefined` properties left out.
 */
export function prepareCartItem(item: CartItem): CartItem {
  const prepared: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) if (value !== undefined) prepared[name] = value;
  prepared.quantity = 1;
  prepared.canIncreaseQuantity = false;
  const email = typeof item.recipientEmail === "string" ? item.recipientEmail.trim() : "";
  if (email === "") delete prepared.recipientEmail;
  else prepared.recipientEmail = email;
  return prepared as CartItem;
}

/** Adds `item`: an identical item is replaced in place ('Item already in cart'), else it is appended. */
export function addCartItem(items: readonly CartItem[], item: CartItem): { items: CartItem[]; message: CartMessage } {
  const index = items.findIndex((existing) => isSameCartItem(existing, item));
  if (index === -1) return { items: [...items, item], message: CART_MESSAGES.added };
  return { items: items.map((existing, i) => (i === index ? item : existing)), message: CART_MESSAGES.alreadyInCart };
}

/** Removes every item that `key` names. */
export function removeCartItems(items: readonly CartItem[], key: CartItemKey): CartItem[] {
  return items.filter((item) => !matchesCartKey(item, key));
}

interface PropertyRule {
  readonly type?: string;
  readonly const?: unknown;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
}

// Read from cartItemSchema itself, so the check cannot drift from the schema. The site must not
// compile schemas at run time (DESIGN.md: a strict CSP forbids `new Function`), and the schema is
// flat, so this small interpreter of its keywords does the job; a test compares it with ajv.
const PROPERTY_RULES: Readonly<Record<string, PropertyRule>> = cartItemSchema.properties;
const REQUIRED: readonly string[] = cartItemSchema.required;
const patterns = new Map<string, RegExp>();

function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) {
    pattern = new RegExp(source, "u");
    patterns.set(source, pattern);
  }
  return pattern;
}

function propertyProblem(rule: PropertyRule, value: unknown): string | null {
  if ("const" in rule) return value === rule.const ? null : `must be ${JSON.stringify(rule.const)}`;
  if (rule.type === "boolean") return typeof value === "boolean" ? null : "must be a boolean";
  if (rule.type === "number") {
    if (typeof value !== "number" || !Number.isFinite(value)) return "must be a number";
    if (rule.minimum !== undefined && value < rule.minimum) return `must be at least ${rule.minimum}`;
    if (rule.maximum !== undefined && value > rule.maximum) return `must be at most ${rule.maximum}`;
    return null;
  }
  if (rule.type === "string") {
    if (typeof value !== "string") return "must be a string";
    // JSON Schema counts code points, not UTF-16 units.
    if (rule.maxLength !== undefined && [...value].length > rule.maxLength) return `must be at most ${rule.maxLength} characters`;
    if (rule.pattern !== undefined && !patternOf(rule.pattern).test(value)) return "has the wrong format";
    return null;
  }
  return `has a rule this check does not know (${JSON.stringify(rule)})`;
}

/** Why `value` is not a CartItem per cartItemSchema, or null when it is one. */
export function cartItemProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "is not an object";
  const record = value as Record<string, unknown>;
  for (const name of REQUIRED) if (record[name] === undefined) return `lacks ${name}`;
  for (const [name, property] of Object.entries(record)) {
    if (property === undefined) continue;
    const rule = PROPERTY_RULES[name];
    if (!rule) return `has an unknown property ${name}`;
    const problem = propertyProblem(rule, property);
    if (problem) return `${name} ${problem}`;
  }
  return null;
}

export function isCartItem(value: unknown): value is CartItem {
  return cartItemProblem(value) === null;
}

/**
 * Reads a saved cart without ever throwing. Nothing saved (`null`/`undefined`) is an empty cart;
 * anything else that is not a list gives an empty cart and a problem; items failing the CartItem
 * shape are left out, each with a problem; identical items collapse as `cart.add` would.
 */
export function parseStoredCart(stored: unknown): { items: CartItem[]; problems: string[] } {
  if (stored === null || stored === undefined) return { items: [], problems: [] };
  if (!Array.isArray(stored))
    return { items: [], problems: [`The saved cart is not a list (${typeof stored}); starting with an empty cart`] };
  let items: CartItem[] = [];
  const problems: string[] = [];
  stored.forEach((entry: unknown, index) => {
    const problem = cartItemProblem(entry);
    if (problem) problems.push(`Saved cart item ${index} ${problem}; it was left out`);
    else items = addCartItem(items, prepareCartItem(entry as CartItem)).items;
  });
  return { items, problems };
}
