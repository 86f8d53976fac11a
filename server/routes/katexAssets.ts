import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { KATEX_ASSETS_PATH } from "../../runtime/richText/widgets/katexModule";

/** Where KaTeX's built stylesheet and fonts sit in its package. */
export function katexDistDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve("katex/package.json")), "dist");
}

/** KaTeX's stylesheet and the fonts it names (relative to it), nothing else of the package. */
const KATEX_ASSET = /^\/?(?:katex\.min\.css|fonts\/KaTeX_[A-Za-z0-9_-]+\.(?:woff2|woff|ttf))$/;

/**
 * KaTeX's stylesheet and fonts, served by us (issue 15: 'KaTeX and its CSS and fonts are loaded
 * only on pages that contain an equation', nothing fetched from elsewhere): pages with an equation
 * link the stylesheet (`KATEX_STYLESHEET_PATH`), whose fonts resolve beside it. The address names
 * KaTeX's version, so the files are cached for good.
 */
export async function katexAssetRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: katexDistDir(),
    prefix: KATEX_ASSETS_PATH,
    decorateReply: false,
    wildcard: true,
    index: false,
    immutable: true,
    maxAge: "365d",
    allowedPath: (path) => KATEX_ASSET.test(path),
  });
}
