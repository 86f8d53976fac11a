/** One byte range of a file, both ends included. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/**
 * The range a `Range` header asks of a file of `size` bytes: a range to send (206), "unsatisfiable"
 * (416), or null to send the whole file (no header, a unit other than bytes, several ranges, or a
 * malformed header, all of which RFC 9110 lets a server answer with the whole file).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (header === undefined) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    // The last N bytes.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== "" && Number(to) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
