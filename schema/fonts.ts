/**
 * The fonts a site may use (issue 39, item 5): two stacks already on every device, and a curated
 * list of open-licence (SIL OFL) families that our own server serves from their `@fontsource`
 * packages, so a fan's browser asks no other site for them. The server's file list
 * (`server/fonts/webFontFiles.ts`) is built from this one.
 */

/** How the picker groups the families. */
export const FONT_CATEGORIES = { sans: "Sans serif", serif: "Serif", display: "Display", mono: "Monospace" } as const;
export type FontCategory = keyof typeof FONT_CATEGORIES;

const FALLBACKS: Record<FontCategory, string> = {
  sans: "Arial, Helvetica, sans-serif",
  serif: 'Georgia, "Times New Roman", serif',
  display: "Impact, Arial, sans-serif",
  mono: '"Courier New", monospace',
};

interface FontBase {
  readonly id: string;
  /** What the picker shows. */
  readonly label: string;
  readonly category: FontCategory;
}

/** A stack of fonts on the fan's own device: nothing to download. */
export interface SystemFont extends FontBase {
  readonly source: "system";
  readonly stack: string;
}

/**
 * A family we serve. A variable font is one file per style covering `weights` (a range); a static
 * one has a file per weight in `weights`.
 */
export interface WebFont extends FontBase {
  readonly source: "web";
  /** The `font-family` name our `@font-face` rules give it. */
  readonly family: string;
  readonly variable: boolean;
  /** A variable font's range [lightest, boldest], or a static font's weights. */
  readonly weights: readonly number[];
  readonly italic: boolean;
  /** The weight its headings are set in: a display face has only one. */
  readonly headingWeight: number;
}

export type SiteFont = SystemFont | WebFont;

const system = (id: string, label: string, category: FontCategory): SystemFont => ({
  id,
  label,
  category,
  source: "system",
  stack: FALLBACKS[category],
});

const variable = (id: string, label: string, category: FontCategory, weights: [number, number], italic: boolean): WebFont => ({
  id,
  label,
  category,
  source: "web",
  family: `${label} Variable`,
  variable: true,
  weights,
  italic,
  headingWeight: 700,
});

const fixed = (id: string, label: string, category: FontCategory, weights: readonly number[], italic: boolean): WebFont => ({
  id,
  label,
  category,
  source: "web",
  family: label,
  variable: false,
  weights,
  italic,
  headingWeight: weights.includes(700) ? 700 : (weights[0] as number),
});

/**
 * Every font a site may choose, in the picker's order. The ids are stored in site documents: never
 * rename or remove one (a site would stop validating); add new ones instead.
 */
export const SITE_FONTS = [
  system("system-sans", "System sans", "sans"),
  system("system-serif", "System serif", "serif"),
  variable("inter", "Inter", "sans", [100, 900], true),
  variable("dm-sans", "DM Sans", "sans", [100, 900], true),
  variable("space-grotesk", "Space Grotesk", "sans", [300, 700], false),
  variable("work-sans", "Work Sans", "sans", [100, 900], true),
  variable("playfair-display", "Playfair Display", "serif", [400, 900], true),
  variable("lora", "Lora", "serif", [400, 700], true),
  fixed("libre-baskerville", "Libre Baskerville", "serif", [400, 700], true),
  fixed("bebas-neue", "Bebas Neue", "display", [400], false),
  fixed("archivo-black", "Archivo Black", "display", [400], false),
  { ...variable("oswald", "Oswald", "display", [200, 700], false), headingWeight: 600 },
  fixed("anton", "Anton", "display", [400], false),
  fixed("ibm-plex-mono", "IBM Plex Mono", "mono", [400, 700], true),
  fixed("space-mono", "Space Mono", "mono", [400, 700], true),
] as const satisfies readonly SiteFont[];

export type SiteFontId = (typeof SITE_FONTS)[number]["id"];

/** The ids, for the site schema's enum. */
export const SITE_FONT_IDS = SITE_FONTS.map((font) => font.id) as unknown as readonly [SiteFontId, ...SiteFontId[]];

/** The font a new site, or one that never chose, has: the stack Backline has always used (Arial first). */
export const DEFAULT_SITE_FONT_ID = "system-sans" satisfies SiteFontId;

/** The font of `id`, or undefined for an id this build does not list. */
export function siteFontOf(id: string): SiteFont | undefined {
  return (SITE_FONTS as readonly SiteFont[]).find((font) => font.id === id);
}

/** The CSS `font-family` value of a font: the served family first, its category's device fonts after it. */
export function fontStackOf(font: SiteFont): string {
  return font.source === "system" ? font.stack : `"${font.family}", ${FALLBACKS[font.category]}`;
}
