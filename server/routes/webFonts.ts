import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { studioFontStylesheet } from "../fonts/fontHead";
import { WEB_FONTS_PATH, webFontFileTable } from "../fonts/webFontFiles";

const FOR_GOOD = "public, max-age=31536000, immutable";

/**
 * The site fonts (issue 39, item 5), served by us so a fan's browser asks no other site: exactly
 * the files of the curated families (`webFontFileTable`), looked up by their whole address, so no
 * part of a request reaches the file system and anything else is a 404. Each address names its
 * package's version, so files are cached for good. Also the studio's stylesheet of every face.
 */
export async function webFontRoutes(app: FastifyInstance): Promise<void> {
  const files = webFontFileTable();
  const studio = studioFontStylesheet();
  app.get(studio.href, { schema: { hide: true } }, async (_request, reply) =>
    reply.header("content-type", "text/css; charset=utf-8").header("cache-control", FOR_GOOD).send(studio.css),
  );
  app.get(`${WEB_FONTS_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    // The address without its query (which a fan's browser never adds, but a cache-buster may).
    const path = files.get(request.url.split("?")[0] ?? "");
    if (!path) return reply.callNotFound();
    return reply
      .header("content-type", "font/woff2")
      .header("cache-control", FOR_GOOD)
      .send(await readFile(path));
  });
}
