/**
 * Text made safe for XML 1.0, in an element or a quoted attribute: the five characters that can
 * end either become references, and characters XML 1.0 forbids outright (control characters other
 * than tab and line breaks, lone surrogates, U+FFFE/U+FFFF) are dropped, since one of them makes a
 * reader refuse the whole feed. `escapeHtml` would keep them.
 * @example xmlText(`Tom's <b> & "x"\u0001`) // "Tom&apos;s &lt;b&gt; &amp; &quot;x&quot;"
 */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/[&<>"']/g, (character) => XML_REFERENCES[character as keyof typeof XML_REFERENCES]);
}

const XML_REFERENCES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" } as const;

/** An element with escaped text content: `<name>text</name>`, attributes escaped too. */
export function xmlElement(name: string, text: string, attributes: Record<string, string> = {}): string {
  return `<${name}${xmlAttributes(attributes)}>${xmlText(text)}</${name}>`;
}

/** An empty element: `<name a="1"/>`. */
export function xmlEmpty(name: string, attributes: Record<string, string>): string {
  return `<${name}${xmlAttributes(attributes)}/>`;
}

function xmlAttributes(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${xmlText(value)}"`)
    .join("");
}

/** The XML declaration every feed starts with. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
