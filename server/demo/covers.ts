import { drawMotif, MOTIFS, type Motif, n, PALETTES, type Palette } from "./motifs";
import { createRandom, hashSeed, type Random, type Seed } from "./random";

export { MOTIFS, type Motif } from "./motifs";

const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/** Text safe inside an XML element or a double-quoted attribute; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** Splits text into at most `maxLines` lines of about `width` characters; the last line ends in … when cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] as string).slice(0, Math.max(1, width - 1))}…`;
  return kept;
}

interface Canvas {
  readonly random: Random;
  readonly palette: Palette;
  readonly id: string;
}

function canvasFor(seed: Seed, paletteIndex?: number): Canvas {
  const random = createRandom(seed);
  const palette = PALETTES[(paletteIndex ?? random.int(0, PALETTES.length - 1)) % PALETTES.length] as Palette;
  return { random, palette, id: `d${hashSeed(seed).toString(36)}` };
}

/** The opening tag, the background gradient and a fine grain (SVG turbulence) that makes it look printed. */
function frame(canvas: Canvas, w: number, h: number, label: string, body: string): string {
  const [dark, mid] = canvas.palette;
  const { id } = canvas;
  const tilt = canvas.random.range(0, 1);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    "<defs>",
    `<linearGradient id="${id}-bg" gradientUnits="userSpaceOnUse" x1="${n(w * tilt)}" y1="0" x2="${n(w * (1 - tilt))}" y2="${h}">`,
    `<stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>`,
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>`,
    `<filter id="${id}-grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${hashSeed(id) % 1000}" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter>`,
    "</defs>",
    `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`,
    body,
    `<rect width="${w}" height="${h}" filter="url(#${id}-grain)" opacity="0.07"/>`,
    "</svg>",
  ].join("");
}

export interface CoverSpec {
  readonly seed: Seed;
  readonly title: string;
  readonly artist: string;
  /** A small line above the title, such as "Single" or "Live". */
  readonly label?: string;
  readonly motif?: Motif;
  /** An index into the built-in palettes; from the seed when omitted. */
  readonly palette?: number;
  /** Width and height in pixels; 600 by default. */
  readonly size?: number;
}

/**
 * A square release cover as SVG: a gradient, a geometric motif, a grain, and the title and artist in text.
 * Deterministic for a spec.
 *
 * @example
 * const svg = drawCover({ seed: "salt-and-static", title: "Salt & Static", artist: "The Lantern Coast" });
 */
export function drawCover(spec: CoverSpec): string {
  const size = spec.size ?? 600;
  const canvas = canvasFor(spec.seed, spec.palette);
  const motif = spec.motif ?? canvas.random.pick(MOTIFS);
  const [, , light] = canvas.palette;
  const margin = size * 0.07;
  const longest = Math.max(...spec.title.split(/\s+/).map((word) => word.length), 1);
  const titleSize = Math.min(size * 0.085, (size - 2 * margin) / (longest * 0.62));
  const lines = wrapText(spec.title, Math.max(6, Math.floor((size - 2 * margin) / (titleSize * 0.58))), 3);
  const artistSize = size * 0.035;
  const artistY = size - margin;
  const firstLineY = artistY - artistSize * 1.9 - (lines.length - 1) * titleSize * 1.05;
  const title = lines
    .map((line, index) => `<tspan x="${n(margin)}" y="${n(firstLineY + index * titleSize * 1.05)}">${escapeXml(line)}</tspan>`)
    .join("");
  const label = spec.label
    ? `<text x="${n(margin)}" y="${n(margin + artistSize)}" font-size="${n(artistSize * 0.9)}" letter-spacing="3" fill="${light}" opacity="0.85">${escapeXml(spec.label.toUpperCase())}</text>`
    : "";
  const body = [
    drawMotif(motif, canvas.random, canvas.palette, size, size, canvas.id),
    `<rect width="${size}" height="${size}" fill="url(#${canvas.id}-shade)"/>`,
    `<g font-family="${FONT}" fill="#ffffff">`,
    label,
    `<text font-size="${n(titleSize)}" font-weight="700">${title}</text>`,
    `<text x="${n(margin)}" y="${n(artistY)}" font-size="${n(artistSize)}" letter-spacing="4" opacity="0.9">${escapeXml(spec.artist.toUpperCase())}</text>`,
    "</g>",
  ].join("");
  return frame(canvas, size, size, `${spec.title} by ${spec.artist}`, body);
}

/** The initials of a name for a monogram, skipping a leading "The": "The Lantern Coast" → "LC". */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word))
    .filter((word, index, all) => !(index === 0 && all.length > 1 && /^the$/i.test(word)));
  return words
    .slice(0, 2)
    .map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ""))[0] ?? "")
    .join("")
    .toUpperCase();
}

export interface AvatarSpec {
  readonly seed: Seed;
  readonly name: string;
  readonly palette?: number;
  /** Width and height in pixels; 400 by default. */
  readonly size?: number;
}

/** The artist's picture as SVG: a monogram in a ring over an orbit or rings motif. Deterministic. */
export function drawAvatar(spec: AvatarSpec): string {
  const size = spec.size ?? 400;
  const canvas = canvasFor(spec.seed, spec.palette);
  const [dark, , light, accent] = canvas.palette;
  const c = size / 2;
  const body = [
    drawMotif(canvas.random.pick(["rings", "orbit"] as const), canvas.random, canvas.palette, size, size, canvas.id),
    `<circle cx="${c}" cy="${c}" r="${n(size * 0.3)}" fill="${dark}" opacity="0.85" stroke="${accent}" stroke-width="${n(size * 0.015)}"/>`,
    `<text x="${c}" y="${n(c + size * 0.075)}" text-anchor="middle" font-family="${FONT}" font-size="${n(size * 0.21)}" font-weight="700" fill="${light}">${escapeXml(initialsOf(spec.name))}</text>`,
  ].join("");
  return frame(canvas, size, size, spec.name, body);
}

export interface LogoSpec {
  readonly seed: Seed;
  readonly name: string;
  readonly palette?: number;
}

/** A wordmark for the site header (480×96): an emblem and the name in spaced capitals on a transparent ground. */
export function drawLogo(spec: LogoSpec): string {
  const canvas = canvasFor(spec.seed, spec.palette);
  const [, , light, accent] = canvas.palette;
  const text = spec.name.toUpperCase();
  const fontSize = Math.min(34, 360 / Math.max(1, text.length * 0.72));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="96" viewBox="0 0 480 96" role="img" aria-label="${escapeXml(spec.name)}">`,
    `<title>${escapeXml(spec.name)}</title>`,
    `<circle cx="48" cy="48" r="30" fill="none" stroke="${accent}" stroke-width="4"/>`,
    `<circle cx="48" cy="48" r="14" fill="${light}"/>`,
    `<path d="M18 58h60M22 66h52M30 74h36" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`,
    `<text x="96" y="${n(48 + fontSize * 0.35)}" font-family="${FONT}" font-size="${n(fontSize)}" font-weight="700" letter-spacing="3" fill="${light}">${escapeXml(text)}</text>`,
    "</svg>",
  ].join("");
}

export interface PostImageSpec {
  readonly seed: Seed;
  /** A short line shown on the picture, such as "Studio diary #3"; none when omitted. */
  readonly title?: string;
  readonly motif?: Motif;
  readonly palette?: number;
  /** 1200×800 by default. */
  readonly width?: number;
  readonly height?: number;
}

/** A landscape picture for an image post, a video poster or a page background, as SVG. Deterministic. */
export function drawPostImage(spec: PostImageSpec): string {
  const w = spec.width ?? 1200;
  const h = spec.height ?? 800;
  const canvas = canvasFor(spec.seed, spec.palette);
  const motif = spec.motif ?? canvas.random.pick(MOTIFS);
  const parts = [drawMotif(motif, canvas.random, canvas.palette, w, h, canvas.id)];
  if (spec.title) {
    const size = Math.min(w, h) * 0.06;
    parts.push(
      `<rect width="${w}" height="${h}" fill="url(#${canvas.id}-shade)"/>`,
      `<text x="${n(w * 0.05)}" y="${n(h * 0.92)}" font-family="${FONT}" font-size="${n(size)}" font-weight="700" fill="#ffffff">${escapeXml(wrapText(spec.title, Math.floor(w / (size * 0.58)), 1)[0] ?? "")}</text>`,
    );
  }
  return frame(canvas, w, h, spec.title ?? "Picture", parts.join(""));
}
