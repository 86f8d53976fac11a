import { createHash } from "node:crypto";
import { siteFontsOf } from "../../runtime/theme";
import type { SiteFont, WebFont } from "../../schema/fonts";
import type { ThemeSettings } from "../../schema/site";
import { allWebFontFaces, BODY_WISHES, type FaceWish, facesOf, headingWishes, WEB_FONTS_PATH, type WebFontFace } from "./webFontFiles";

/** What a page's head needs for its fonts: the `@font-face` rules and the files worth preloading. */
export interface FontHead {
  readonly css: string;
  /** Addresses on our origin, for `<link rel="preload" as="font">`. */
  readonly preloads: readonly string[];
}

/**
 * One `@font-face` rule. `font-display: swap`: the text shows at once in the fallback and takes
 * the font when it arrives. The values are our own constants, never an artist's text.
 */
export function fontFaceRule(face: WebFontFace): string {
  return `@font-face { font-family: "${face.family}"; font-style: ${face.style}; font-weight: ${face.weight}; font-display: swap; src: url(${face.href}) format("woff2"); unicode-range: ${face.unicodeRange}; }`;
}

const served = (font: SiteFont): font is WebFont => font.source === "web";

/**
 * The fonts of a site's pages: faces only for the families it uses and only in the weights and
 * styles its text and headings ask for (a browser downloads a face only when text on the page
 * uses it); the Latin files of the body's regular and the headings' weight are preloaded, since
 * the first screen has both.
 */
export function siteFontHead(settings: ThemeSettings | undefined): FontHead {
  const { body, heading } = siteFontsOf(settings);
  const wishes = new Map<WebFont, FaceWish[]>();
  const want = (font: SiteFont, more: readonly FaceWish[]) => {
    if (served(font)) wishes.set(font, [...(wishes.get(font) ?? []), ...more]);
  };
  want(body, BODY_WISHES);
  want(heading, served(heading) ? headingWishes(heading) : []);
  const faces = [...wishes].flatMap(([font, list]) => facesOf(font, list));
  const firstScreen = [
    ...(served(body) ? facesOf(body, [BODY_WISHES[0] as FaceWish]) : []),
    ...(served(heading) ? facesOf(heading, headingWishes(heading)) : []),
  ].filter((face) => face.subset === "latin");
  return { css: faces.map(fontFaceRule).join("\n"), preloads: [...new Set(firstScreen.map((face) => face.href))] };
}

/**
 * The studio's stylesheet of every face, so the picker shows each family in its own face and the
 * canvas changes font at once; a browser still downloads only the faces on screen. Its address
 * names its content, so it is cached for good.
 */
export function studioFontStylesheet(): { readonly href: string; readonly css: string } {
  const css = allWebFontFaces().map(fontFaceRule).join("\n");
  return { href: `${WEB_FONTS_PATH}studio-${createHash("sha256").update(css).digest("hex").slice(0, 12)}.css`, css };
}
