import { studioApi } from "../../editor/api/studioApi";
import { uploadMedia } from "../../editor/media/uploadMedia";
import { isRecord } from "../../runtime/isRecord";
import { drawingImageSource } from "../../runtime/richText/describeDrawing";
import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";

/** A drawing of the email: the address of its SVG picture, and its size when it has one. */
export interface EmailDrawing {
  readonly source: string;
  readonly svg: string;
  readonly width?: number;
  readonly height?: number;
}

/** Every drawing with a picture in the email's Text blocks, each picture once. */
export function drawingsIn(document: EmailDocument): EmailDrawing[] {
  const found = new Map<string, EmailDrawing>();
  // Rich text is read as plain JSON: a node with a picture is a drawing, whatever else it holds.
  const visitRich = (node: unknown): void => {
    if (!isRecord(node)) return;
    if (node.type === "excalidraw" && typeof node.svg === "string") {
      const source = drawingImageSource(node.svg);
      if (!found.has(source))
        found.set(source, {
          source,
          svg: node.svg,
          ...(typeof node.width === "number" ? { width: node.width } : {}),
          ...(typeof node.height === "number" ? { height: node.height } : {}),
        });
    }
    if (Array.isArray(node.children)) for (const child of node.children) visitRich(child);
  };
  const visit = (block: EmailBlockNode): void => {
    if (block.type === "Text" && block.props.content) visitRich(block.props.content.root);
    for (const child of block.children ?? []) visit(child);
  };
  visit(document.root);
  return [...found.values()];
}

/** The file name a drawing's PNG is kept under: the same drawing, the same name, so it is uploaded once. */
export async function drawingFileName(svg: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(svg)));
  return `drawing-${[...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}.png`;
}

/** The drawing drawn into a PNG at twice its size (sharp on high-density screens), on white as on the page. */
async function rasterize(drawing: EmailDrawing): Promise<Blob> {
  const image = new Image();
  image.src = drawing.source;
  await image.decode();
  const width = drawing.width ?? (image.naturalWidth || 600);
  const height = drawing.height ?? (image.naturalHeight || 400);
  const canvas = document.createElement("canvas");
  canvas.width = width * 2;
  canvas.height = height * 2;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("this browser cannot draw pictures");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the drawing could not be made a picture"))), "image/png"),
  );
}

/**
 * PNG copies of the email's drawings, for its export (issue 16: 'a drawing as its SVG converted to
 * PNG'): each drawn in the browser and uploaded to the media library once (a drawing already there
 * under its name is reused), by the address of its SVG picture. Inboxes show a PNG where Gmail and
 * Outlook refuse an SVG.
 */
export async function drawingPictures(profileId: string, email: EmailDocument): Promise<Map<string, string>> {
  const drawings = drawingsIn(email);
  const pictures = new Map<string, string>();
  if (drawings.length === 0) return pictures;
  const library = await studioApi.listMedia(profileId, "image");
  for (const drawing of drawings) {
    const name = await drawingFileName(drawing.svg);
    const existing = library.find((item) => item.name === name);
    if (existing) {
      pictures.set(drawing.source, existing.url);
      continue;
    }
    const file = new File([await rasterize(drawing)], name, { type: "image/png" });
    const uploaded = await uploadMedia(profileId, file, "image", () => undefined);
    pictures.set(drawing.source, uploaded.url);
  }
  return pictures;
}
