import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Text worth compressing: what the pages, the API and the built assets send. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Smaller answers gain nothing from compression and pay its cost. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Every text answer compressed, brotli before gzip (SPEC's fan on a phone downloads less). Brotli
 * runs at quality 4 for answers made per request: at 11 it costs tens of milliseconds a page for
 * a few percent; the built assets are compressed once by the build (the site's at 11, the studio's at 10) and served as they are
 * (`preCompressed` in the static plugin). Every compressible answer says `Vary: Accept-Encoding`,
 * the identity one too, so a shared cache keeps one copy per encoding.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && COMPRESSIBLE.test(type)) addVary(reply.getHeader("vary"), (value) => reply.header("vary", value));
    return payload;
  });
}

/** `Vary` with accept-encoding added once, whatever was there. */
function addVary(current: unknown, set: (value: string) => void): void {
  const text = Array.isArray(current) ? current.join(", ") : typeof current === "string" ? current : "";
  if (text.trim() === "*" || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(text)) return;
  set(text.trim() === "" ? "accept-encoding" : `${text}, accept-encoding`);
}
