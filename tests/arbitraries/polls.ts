import fc from "fast-check";
import type { RichTextNodeJSON } from "../../schema/richText/index";
import { MAX_POLL_OPTIONS, MIN_POLL_OPTIONS, type PollNodeJSON } from "../../schema/richText/poll";

const uid = fc.array(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"), { minLength: 5, maxLength: 5 }).map((letters) => letters.join(""));
const text = fc.constantFrom("", "Dawn", "Dusk & <noon>", 'Say "yes"', "漢字 🎸", "a\nb");

/**
 * Polls (SPEC §3): a question, 2 to 20 options with distinct uids, each with a few stored voter
 * identifiers. The poll's own uid is made unique in the value by `withUniquePollUids`.
 */
export const pollNodeArbitrary: fc.Arbitrary<RichTextNodeJSON> = fc
  .record({
    uid,
    question: text,
    options: fc.uniqueArray(
      fc.record({ text, uid, votes: fc.uniqueArray(fc.constantFrom("artist", "fan-1", "Ada Lovelace"), { maxLength: 3 }) }),
      { minLength: MIN_POLL_OPTIONS, maxLength: Math.min(MAX_POLL_OPTIONS, 4), selector: (option) => option.uid },
    ),
  })
  .map((fields): PollNodeJSON => ({ ...fields, type: "poll", version: 1 }) as PollNodeJSON) as fc.Arbitrary<RichTextNodeJSON>;

/** A uid not in `seen`, made from `uid` by changing its last letters. */
function unusedUid(uid: string, seen: ReadonlySet<string>): string {
  let next = uid;
  for (let index = 0; seen.has(next); index++)
    next = `${uid.slice(0, 3)}${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + (Math.floor(index / 26) % 26))}`;
  return next;
}

/**
 * The value with every poll but the first of each uid given another uid, so no two polls share one
 * (the walk's rule). Copies what it changes: fast-check may hand the same node to several values.
 */
export function withUniquePollUids<Value extends { root: unknown }>(value: Value): Value {
  const seen = new Set<string>();
  const visit = (node: unknown): unknown => {
    if (typeof node !== "object" || node === null) return node;
    const record = node as { type?: unknown; uid?: unknown; children?: unknown };
    if (record.type === "poll" && typeof record.uid === "string") {
      const uid = unusedUid(record.uid, seen);
      seen.add(uid);
      return uid === record.uid ? node : { ...record, uid };
    }
    if (!Array.isArray(record.children)) return node;
    const children = record.children.map(visit);
    return children.every((child, index) => child === (record.children as unknown[])[index]) ? node : { ...record, children };
  };
  const root = visit(value.root);
  return root === value.root ? value : { ...value, root };
}
