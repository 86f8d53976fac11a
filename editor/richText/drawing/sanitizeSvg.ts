import { unsafeSvgPart } from "../../../schema/richText/drawing";

/** The SVG elements a drawing's picture is made of (what Excalidraw's export writes), nothing that can act. */
const ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "style",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "image",
  "clipPath",
  "mask",
  "symbol",
  "use",
  "metadata",
  "title",
  "desc",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
]);

const REFERENCE_ATTRIBUTES = new Set(["href", "xlink:href"]);

/** A reference the picture may keep: one of its own ids, or an embedded picture. */
const SAFE_REFERENCE = /^(#|data:image\/(png|jpeg|gif|webp);)/i;

/**
 * Excalidraw's SVG cut down to what draws: unknown elements, event handlers, references that are
 * not the picture's own ids or embedded pictures, and CSS that imports or points elsewhere are
 * removed. Null when what is left would still be refused (`unsafeSvgPart`) or is not an SVG.
 */
export function sanitizeSvg(svgText: string): string | null {
  const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml");
  const root = parsed.documentElement;
  if (root.nodeName !== "svg" || parsed.getElementsByTagName("parsererror").length > 0) return null;
  const walk = (element: Element) => {
    for (const child of [...element.children]) {
      if (!ELEMENTS.has(child.localName)) {
        child.remove();
        continue;
      }
      walk(child);
    }
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const unsafeReference = REFERENCE_ATTRIBUTES.has(name) && !SAFE_REFERENCE.test(attribute.value.trim());
      if (name.startsWith("on") || unsafeReference || /javascript:/i.test(attribute.value)) element.removeAttribute(attribute.name);
    }
    if (element.localName === "style" && /@import|url\(\s*["']?\s*(?!#|data:)/i.test(element.textContent ?? "")) element.remove();
  };
  walk(root);
  const clean = new XMLSerializer().serializeToString(root);
  return unsafeSvgPart(clean) === null ? clean : null;
}
