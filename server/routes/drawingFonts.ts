import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Where Excalidraw's fonts sit in its package (its `fonts/` folder beside the built module). */
export function excalidrawFontsDir(): string {
  const entry = createRequire(import.meta.url).resolve("@excalidraw/excalidraw");
  return join(dirname(entry), "fonts");
}

/**
 * Excalidraw's fonts, served by us at `/excalidraw/fonts/` (issue 15: the drawing editor fetches
 * nothing from elsewhere; it is told this address as its asset path). Versioned with the package,
 * so cached for a day rather than for good.
 */
export async function drawingFontRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: excalidrawFontsDir(),
    prefix: "/excalidraw/fonts/",
    decorateReply: false,
    wildcard: true,
    index: false,
    maxAge: "1d",
    allowedPath: (path) => /^\/?[A-Za-z0-9]+\/[A-Za-z0-9_.-]+\.woff2$/.test(path),
  });
}
