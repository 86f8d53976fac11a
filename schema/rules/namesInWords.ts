/**
 * Names as a sentence lists them: "A", "A and B", "A, B and C" (confirmations, refusals, the
 * studio's "Readable by").
 */
export function namesInWords(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
