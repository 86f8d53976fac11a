import { unsafeSvgPart } from "../../schema/richText/drawing";
import type { DocumentError } from "../result";

/**
 * What a drawing's schema cannot say: its `data` is a JSON list (Excalidraw's elements), and its
 * picture holds nothing that could act (`unsafeSvgPart`).
 */
export function checkDrawing(node: Record<string, unknown>, pointer: string): DocumentError[] {
  const errors: DocumentError[] = [];
  if (typeof node.data === "string" && !isJsonList(node.data))
    errors.push({ pointer: `${pointer}/data`, rule: "drawing-data", message: "A drawing's data must be a JSON list of its elements." });
  if (typeof node.svg === "string") {
    const unsafe = unsafeSvgPart(node.svg);
    if (unsafe !== null)
      errors.push({
        pointer: `${pointer}/svg`,
        rule: "drawing-svg",
        message: `A drawing's picture may not hold script, event handlers or outside addresses; found ${JSON.stringify(unsafe.slice(0, 40))}.`,
      });
  }
  return errors;
}

function isJsonList(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}
