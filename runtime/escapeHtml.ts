/**
 * Text made safe to write into HTML, in an element or in a quoted attribute alike: the five
 * characters that can end either are written as references. The one escaper for every HTML the
 * server, the CLI and the email export write by hand (React escapes what it renders itself).
 * @example escapeHtml(`<a href="x">Tom's</a>`) // "&lt;a href=&quot;x&quot;&gt;Tom&#39;s&lt;/a&gt;"
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => REFERENCES[character as keyof typeof REFERENCES]);
}

const REFERENCES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" } as const;

/**
 * Text made safe as an element's content only (never an attribute): `&`, `<` and `>`. Emails
 * write their text with it, which keeps quotes as typed and the message smaller.
 * @example escapeText(`"Tom's" <b>`) // `"Tom's" &lt;b&gt;`
 */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (character) => REFERENCES[character as keyof typeof REFERENCES]);
}
