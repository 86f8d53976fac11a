import type { Random } from "./random";

/** Four colours that go together: a dark base, two mid tones and a light accent. */
export type Palette = readonly [string, string, string, string];

export const PALETTES: readonly Palette[] = [
  ["#1c1d29", "#6c5b7b", "#d4bbcf", "#f8e1c4"],
  ["#0f2027", "#2c5364", "#ff6f61", "#ffd194"],
  ["#22223b", "#4a4e69", "#9a8c98", "#f2e9e4"],
  ["#003049", "#d62828", "#f77f00", "#fcbf49"],
  ["#10002b", "#5a189a", "#c77dff", "#e0aaff"],
  ["#0b3d2e", "#1f7a5c", "#9ad1b0", "#f4f1de"],
  ["#2b2d42", "#8d99ae", "#ef233c", "#edf2f4"],
  ["#1d3557", "#457b9d", "#a8dadc", "#f1faee"],
  ["#3d0c11", "#9e2a2b", "#e09f3e", "#fff3b0"],
  ["#14213d", "#355070", "#e56b6f", "#eaac8b"],
];

export const MOTIFS = ["sunset", "waves", "rings", "mountains", "halftone", "orbit"] as const;
export type Motif = (typeof MOTIFS)[number];

/** Rounds to one decimal so the SVG stays short and byte-for-byte reproducible. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** The motif's shapes for a canvas of w×h, in colours of the palette. `id` prefixes gradient ids. */
export function drawMotif(motif: Motif, random: Random, palette: Palette, w: number, h: number, id: string): string {
  const [, mid, light, accent] = palette;
  switch (motif) {
    case "sunset": {
      const cx = w * random.range(0.35, 0.65);
      const cy = h * random.range(0.38, 0.5);
      const r = Math.min(w, h) * random.range(0.22, 0.32);
      const stripes: string[] = [];
      for (let index = 0; index < 7; index++) {
        const y = cy + r * (0.1 + index * 0.14);
        stripes.push(`<rect x="0" y="${n(y)}" width="${w}" height="${n(2 + index * 2.4)}" fill="url(#${id}-bg)"/>`);
      }
      return [
        `<defs><linearGradient id="${id}-sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`,
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.5)}" fill="${accent}" opacity="0.12"/>`,
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${id}-sun)"/>`,
        ...stripes,
        `<rect x="0" y="${n(cy + r)}" width="${w}" height="${n(h - cy - r)}" fill="${mid}" opacity="0.55"/>`,
      ].join("");
    }
    case "waves": {
      const layers: string[] = [];
      const count = random.int(5, 8);
      for (let layer = 0; layer < count; layer++) {
        const base = h * (0.3 + (0.6 * layer) / count);
        const amplitude = h * random.range(0.02, 0.07);
        const length = w * random.range(0.3, 0.8);
        const shift = random.range(0, Math.PI * 2);
        const points: string[] = [];
        for (let x = 0; x <= w; x += w / 40) points.push(`${n(x)},${n(base + amplitude * Math.sin((x / length) * Math.PI * 2 + shift))}`);
        const colour = [mid, light, accent][layer % 3] as string;
        layers.push(
          `<polygon points="0,${h} ${points.join(" ")} ${w},${h}" fill="${colour}" opacity="${n(0.25 + (0.5 * layer) / count)}"/>`,
        );
      }
      return layers.join("");
    }
    case "rings": {
      const cx = w * random.range(0.2, 0.8);
      const cy = h * random.range(0.2, 0.6);
      const rings: string[] = [];
      for (let index = 1; index <= 12; index++) {
        const colour = [light, accent, mid][index % 3] as string;
        const width = random.range(2, 14);
        rings.push(
          `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(index * Math.max(w, h) * 0.06)}" fill="none" stroke="${colour}" stroke-width="${n(width)}" opacity="${n(random.range(0.35, 0.9))}"/>`,
        );
      }
      return rings.join("");
    }
    case "mountains": {
      const moon = `<circle cx="${n(w * random.range(0.2, 0.8))}" cy="${n(h * random.range(0.15, 0.3))}" r="${n(Math.min(w, h) * 0.08)}" fill="${accent}" opacity="0.9"/>`;
      const ridges: string[] = [];
      for (let layer = 0; layer < 4; layer++) {
        let y = h * (0.45 + layer * 0.1);
        const points: string[] = [`0,${h}`];
        for (let x = 0; x <= w; x += w / 12) {
          y = Math.min(h * 0.95, Math.max(h * 0.3, y + random.range(-0.09, 0.09) * h));
          points.push(`${n(x)},${n(y)}`);
        }
        points.push(`${w},${h}`);
        const colour = [light, mid, accent, mid][layer] as string;
        ridges.push(`<polygon points="${points.join(" ")}" fill="${colour}" opacity="${n(0.35 + layer * 0.18)}"/>`);
      }
      return moon + ridges.join("");
    }
    case "halftone": {
      const dots: string[] = [];
      const cell = Math.max(w, h) / 18;
      const fx = random.range(1, 3);
      const fy = random.range(1, 3);
      for (let y = cell / 2; y < h; y += cell) {
        for (let x = cell / 2; x < w; x += cell) {
          const field = (Math.sin((x / w) * Math.PI * fx) + Math.cos((y / h) * Math.PI * fy)) / 2;
          const r = (cell / 2) * Math.max(0.08, Math.abs(field));
          dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${field > 0 ? accent : light}"/>`);
        }
      }
      return `<g opacity="0.8">${dots.join("")}</g>`;
    }
    case "orbit": {
      const cx = w / 2;
      const cy = h * 0.42;
      const parts: string[] = [`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.min(w, h) * 0.09)}" fill="${accent}"/>`];
      for (let index = 0; index < 5; index++) {
        const rx = Math.min(w, h) * (0.16 + index * 0.07);
        const ry = rx * random.range(0.25, 0.5);
        const angle = random.range(-40, 40);
        const planet = random.range(0, Math.PI * 2);
        const colour = index % 2 ? light : mid;
        parts.push(
          `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${colour}" stroke-width="2" opacity="0.7"/>` +
            `<circle cx="${n(cx + rx * Math.cos(planet))}" cy="${n(cy + ry * Math.sin(planet))}" r="${n(random.range(5, 14))}" fill="${light}"/></g>`,
        );
      }
      return parts.join("");
    }
  }
}
