/**
 * What tests of the email export share (a test kit: the `Testing` suffix keeps it out of the
 * product's imports).
 */

/**
 * caniemail features the export uses only where the layout holds without them, each with why:
 * - `@media`: the phone rule widens stacked columns, which already wrap without it, and dark mode
 *   recolours; a client without it shows the light email at its hybrid layout.
 * - `border-radius`: rounded buttons and containers are square in Outlook for Windows, nothing moves.
 * - `<body> element`: its background repeats the backdrop table's, which every client draws.
 */
export const EMAIL_ALLOWED_ENHANCEMENTS = ["@media", "border-radius", "<body> element"] as const;

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: " ", zwnj: "" };

/**
 * The words a reader of the HTML sees, spaces collapsed: no head, no conditional comment (what
 * only Outlook reads repeats what the others show), no hidden preheader, no tags.
 */
export function visibleText(html: string): string {
  return (
    html
      .replace(/<head>[\s\S]*?<\/head>/, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<div style="display:none[^"]*">[\s\S]*?<\/div>/, "")
      .replace(/<[^>]*>/g, " ")
      .replace(/&(#\d+|[a-z]+);/g, (entity, name: string) =>
        name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? entity),
      )
      // U+034F is the preheader filler's invisible joiner.
      .replace(/(?:[\s\u00a0]|\u034f)+/g, " ")
      .trim()
  );
}
