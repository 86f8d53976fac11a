import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { SITE_FONTS, type WebFont } from "../../schema/fonts";

/** Where the served fonts live: under `/assets/`, which no page path may take. */
export const WEB_FONTS_PATH = "/assets/fonts/";

/**
 * The character subsets we serve, each with its `unicode-range` (Google Fonts' ranges, as the
 * packages' `unicode.json` give them): a browser fetches a subset's file only when the page has
 * one of its characters, so an all-English site loads Latin alone.
 */
const SUBSETS = {
  latin:
    "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
  "latin-ext":
    "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
} as const;
type Subset = keyof typeof SUBSETS;

/** One weight and style of a family, as the CSS asks for it. */
export interface FaceWish {
  readonly weight: number;
  readonly style: "normal" | "italic";
}

/** One `@font-face` rule's worth: a family's weight (or range) and style in one subset, and its file. */
export interface WebFontFace {
  readonly family: string;
  readonly style: "normal" | "italic";
  /** `400`, or a variable font's range such as `100 900`. */
  readonly weight: string;
  readonly subset: Subset;
  readonly unicodeRange: string;
  /** Its address on our origin. */
  readonly href: string;
  /** Where the file is on disk, in its package. */
  readonly path: string;
}

const require = createRequire(import.meta.url);
const packageOf = (font: WebFont) => `@fontsource${font.variable ? "-variable" : ""}/${font.id}`;
const packageJsonOf = (font: WebFont) => require.resolve(`${packageOf(font)}/package.json`);
const versionOf = (font: WebFont) => (require(packageJsonOf(font)) as { version: string }).version;

/**
 * The faces of `font` that serve `wishes`, in every subset. A variable font has one file a style
 * for all its weights; a static one a file a weight it has (a weight it lacks is left to the
 * browser's nearest match), and no italic file when it has no italic.
 */
export function facesOf(font: WebFont, wishes: readonly FaceWish[]): WebFontFace[] {
  const version = versionOf(font);
  const files = join(dirname(packageJsonOf(font)), "files");
  const faces = new Map<string, WebFontFace>();
  for (const wish of wishes) {
    if (wish.style === "italic" && !font.italic) continue;
    if (!font.variable && !font.weights.includes(wish.weight)) continue;
    const weight = font.variable ? font.weights.join(" ") : String(wish.weight);
    for (const subset of Object.keys(SUBSETS) as Subset[]) {
      const file = `${font.id}-${subset}-${font.variable ? "wght" : weight}-${wish.style}.woff2`;
      const href = `${WEB_FONTS_PATH}${font.id}-${version}/${file}`;
      const face = { family: font.family, style: wish.style, weight, subset, unicodeRange: SUBSETS[subset], href, path: join(files, file) };
      faces.set(href, face);
    }
  }
  return [...faces.values()];
}

/** What the text of a site asks of its font: regular and bold, upright and italic (rich text has both). */
export const BODY_WISHES: readonly FaceWish[] = [
  { weight: 400, style: "normal" },
  { weight: 700, style: "normal" },
  { weight: 400, style: "italic" },
  { weight: 700, style: "italic" },
];

/** What headings ask of theirs: the family's heading weight, upright. */
export const headingWishes = (font: WebFont): readonly FaceWish[] => [{ weight: font.headingWeight, style: "normal" }];

const servedFonts = (SITE_FONTS as readonly { source: string }[]).filter((font): font is WebFont => font.source === "web");

/** Every face any site may use, for the studio, whose picker previews them all. */
export function allWebFontFaces(): WebFontFace[] {
  return servedFonts.flatMap((font) => facesOf(font, [...BODY_WISHES, ...headingWishes(font)]));
}

/**
 * Every file we serve, by its address: the allow-list the font route answers from, so no part of
 * a request ever reaches the file system. Built once; a file missing from its package stops the
 * server at start rather than failing a fan's page.
 */
export function webFontFileTable(): ReadonlyMap<string, string> {
  const table = new Map<string, string>();
  for (const face of allWebFontFaces()) {
    if (!existsSync(face.path)) throw new Error(`The font file ${face.path} is missing: reinstall its package.`);
    table.set(face.href, face.path);
  }
  return table;
}
