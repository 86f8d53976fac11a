/**
 * Reads back the messages our outbox writes (nodemailer's MIME: a text/plain part, or a
 * multipart/alternative of text and HTML; 7bit, quoted-printable or base64; UTF-8 headers in
 * RFC 2047 words), for the studio to show. Not a reader of any mail: what it does not know
 * (another charset, an attachment) it leaves out rather than guesses.
 */

/** A header as written, its value unfolded and decoded. */
export interface EmlHeader {
  readonly name: string;
  readonly value: string;
}

export interface EmlMessage {
  readonly headers: EmlHeader[];
  readonly text: string | null;
  readonly html: string | null;
}

/** Parts inside parts deeper than this are left out (ours are one level deep). */
const MAX_DEPTH = 4;

/** The header block and the body of a message or part, split at the first empty line. */
function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  return match ? { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) } : { head: raw, body: "" };
}

function decoderOf(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset);
  } catch {
    return new TextDecoder("utf-8");
  }
}

/** RFC 2047 words (`=?UTF-8?Q?N=C3=B6=C3=ABl?=`) as text; adjacent words are one run of bytes, so a character split between them is whole again. */
function decodeWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?)/g, "$1");
  return joined.replace(/(?:=\?[^?\s]+\?[QqBb]\?[^?\s]*\?=)+/g, (run) => {
    const words = [...run.matchAll(/=\?([^?\s]+)\?([QqBb])\?([^?\s]*)\?=/g)];
    const bytes = Buffer.concat(
      words.map(([, , encoding, text = ""]) =>
        encoding?.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(
              text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
              "latin1",
            ),
      ),
    );
    return decoderOf(words[0]?.[1] ?? "utf-8").decode(bytes);
  });
}

/** The headers of a header block (one character a byte), in order: folded lines unfolded, UTF-8 read, words decoded. */
function readHeaders(head: string): EmlHeader[] {
  const headers: EmlHeader[] = [];
  for (const line of Buffer.from(head, "latin1").toString("utf8").split(/\r?\n/)) {
    const last = headers.at(-1);
    if (/^[ \t]/.test(line) && last) {
      headers[headers.length - 1] = { name: last.name, value: `${last.value}${line}` };
      continue;
    }
    const colon = line.indexOf(":");
    if (colon > 0) headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return headers.map((header) => ({ name: header.name, value: decodeWords(header.value) }));
}

/** The value of the first header of that name (any case), or "". */
export function headerValue(headers: readonly EmlHeader[], name: string): string {
  const wanted = name.toLowerCase();
  return headers.find((header) => header.name.toLowerCase() === wanted)?.value ?? "";
}

/** A Content-Type's media type (lower case) and its parameters. */
function contentTypeOf(value: string): { type: string; params: Record<string, string> } {
  const [type = "", ...rest] = value.split(";");
  const params: Record<string, string> = {};
  for (const param of rest) {
    const equals = param.indexOf("=");
    if (equals > 0)
      params[param.slice(0, equals).trim().toLowerCase()] = param
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, "$1");
  }
  return { type: type.trim().toLowerCase() || "text/plain", params };
}

/** A part's body as bytes, from its transfer encoding (the text is the file's bytes, one character each). */
function bodyBytes(body: string, encoding: string): Buffer {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64");
    case "quoted-printable":
      return Buffer.from(
        body.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      );
    default:
      return Buffer.from(body, "latin1");
  }
}

/** Finds the first text and HTML parts of a part, looking inside multiparts. */
function readPart(raw: string, depth: number, found: { text: string | null; html: string | null }): void {
  const { head, body } = splitHead(raw);
  const headers = readHeaders(head);
  const { type, params } = contentTypeOf(headerValue(headers, "content-type"));
  if (/^attachment/i.test(headerValue(headers, "content-disposition"))) return;
  if (type.startsWith("multipart/")) {
    if (depth >= MAX_DEPTH || !params.boundary) return;
    const delimiter = `--${params.boundary}`;
    const sections = body.split(new RegExp(`(?:^|\\r?\\n)${delimiter.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    // Before the first delimiter is the preamble; after the closing one (`--boundary--`) nothing counts.
    for (const section of sections.slice(1)) {
      if (section.startsWith("--")) break;
      readPart(section.replace(/^[ \t]*\r?\n/, ""), depth + 1, found);
    }
    return;
  }
  if (type !== "text/plain" && type !== "text/html") return;
  const text = decoderOf(params.charset ?? "utf-8").decode(bodyBytes(body, headerValue(headers, "content-transfer-encoding")));
  if (type === "text/plain" && found.text === null) found.text = text;
  if (type === "text/html" && found.html === null) found.html = text;
}

/** The headers of a message, or of its beginning (what a list of messages needs). */
export function readEmlHeaders(raw: Buffer): EmlHeader[] {
  return readHeaders(splitHead(raw.toString("latin1")).head);
}

/** A message of the outbox: its headers, its text part and its HTML part (null when it has none). */
export function readEml(raw: Buffer): EmlMessage {
  const found: { text: string | null; html: string | null } = { text: null, html: null };
  readPart(raw.toString("latin1"), 0, found);
  return { headers: readEmlHeaders(raw), ...found };
}
