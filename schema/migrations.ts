import { SITE_FONTS } from "./fonts";
import { richTextFromPlainText } from "./richText/plainText";

/**
 * Document migrations, in order, one list per kind of document. Step N upgrades a document from
 * schemaVersion N to N+1, so a kind's current version (`schema/version.ts`) is always its
 * `steps.length + 1`. Each step has a name saying what it does, never mutates its input, keeps
 * properties it does not know, and has a fixture in `tests/fixtures/migrations/<name>.json` (a test
 * fails otherwise).
 */
export interface MigrationStep {
  /** What the step does, such as `AddButtonVariant`. */
  readonly name: string;
  /** Returns an upgraded copy of `document`. */
  readonly up: (document: Readonly<Record<string, unknown>>) => Record<string, unknown>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * A copy of the block tree under `node` with `upgrade` applied to every node (children first
 * copied), everything else kept as it is. Malformed nodes pass through for validation to report.
 */
function mapBlocks(node: unknown, upgrade: (node: Json) => Json): unknown {
  if (!isObject(node)) return node;
  const copy = upgrade({ ...node });
  return Array.isArray(copy.children) ? { ...copy, children: copy.children.map((child) => mapBlocks(child, upgrade)) } : copy;
}

/**
 * Page 1 → 2: a Text block's words become rich text. Its string `props.text` becomes
 * `props.content`, one paragraph per line with every character kept; a Text without `text` gets no
 * content, so the default applies as it did to the text.
 */
export const textContentAsRichText: MigrationStep = {
  name: "TextContentAsRichText",
  up: (document) => ({
    ...document,
    root: mapBlocks(document.root, (node) => {
      if (node.type !== "Text" || !isObject(node.props) || typeof node.props.text !== "string") return node;
      const { text, ...props } = node.props;
      return { ...node, props: { ...props, content: richTextFromPlainText(text) } };
    }),
  }),
};

/**
 * Page 2 → 3: per-screen-size settings (issue 39, item 3). A Text block's `fontSizeMobile` (its size
 * on screens up to 500 px wide) becomes its phone size, `responsive.phone.fontSize`: the same
 * breakpoint, now one mechanism for every size-able setting. Everything else stays as it was.
 */
export const fontSizeMobileAsPhoneSize: MigrationStep = {
  name: "FontSizeMobileAsPhoneSize",
  up: (document) => ({
    ...document,
    root: mapBlocks(document.root, (node) => {
      if (node.type !== "Text" || !isObject(node.props) || !Object.hasOwn(node.props, "fontSizeMobile")) return node;
      const { fontSizeMobile, ...props } = node.props;
      const responsive = isObject(node.responsive) ? node.responsive : {};
      const phone = isObject(responsive.phone) ? responsive.phone : {};
      return { ...node, props, responsive: { ...responsive, phone: { ...phone, fontSize: fontSizeMobile } } };
    }),
  }),
};

export const pageMigrations: readonly MigrationStep[] = [textContentAsRichText, fontSizeMobileAsPhoneSize];
/** The font of the picker a v1 stack meant, by the name of the stack's first family. */
const FONT_BY_FIRST_FAMILY = new Map<string, string>([
  ["arial", "system-sans"],
  ["georgia", "system-serif"],
  ...SITE_FONTS.filter((font) => font.source === "web").map((font) => [font.label.toLowerCase(), font.id] as [string, string]),
]);

/**
 * Site 1 → 2: the font picker. A `settings.fontFamily` whose first family is one the picker offers
 * (Arial and Georgia lead its system stacks; "Inter" or "Lora" only showed on devices that had them
 * installed, and are now served) becomes that `bodyFont`; any other stack stays as it was, and
 * still sets the site's text (a picker choice replaces it).
 */
export const fontFamilyAsSiteFont: MigrationStep = {
  name: "FontFamilyAsSiteFont",
  up: (document) => {
    const settings = document.settings;
    if (!isObject(settings) || typeof settings.fontFamily !== "string") return { ...document };
    const first = (settings.fontFamily.split(",")[0] ?? "")
      .trim()
      .replace(/^["']|["']$/g, "")
      .toLowerCase();
    const bodyFont = FONT_BY_FIRST_FAMILY.get(first);
    if (!bodyFont) return { ...document };
    const { fontFamily: _replaced, ...rest } = settings;
    return { ...document, settings: { ...rest, bodyFont } };
  },
};

export const siteMigrations: readonly MigrationStep[] = [fontFamilyAsSiteFont];

/** Emails: none yet (their first version is issue 16's). */
export const emailMigrations: readonly MigrationStep[] = [];
