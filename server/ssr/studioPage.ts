import type { FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "../../runtime/escapeHtml";
import { studioFontStylesheet } from "../fonts/fontHead";
import { refuseFraming } from "../http/securityHeaders";
import type { RoutePlugin } from "../routes/plugin";
import { readClientAssets } from "./clientAssets";
import { contentSecurityPolicy } from "./contentSecurityPolicy";

/**
 * /studio: the page editor's own app, loaded only here. Not rendered on the server (it is a tool
 * behind a login, and search engines must not list it); the page holds the studio's script.
 */
export const studioPage: RoutePlugin<{ siteDir?: string }> = async (app, { siteDir, context }) => {
  const policy = contentSecurityPolicy(context.config.publicUrl, {
    framedBy: "'none'",
    uploadOrigin: context.storage.directUploads?.origin,
  });
  const assets = readClientAssets(siteDir, "studio");
  // The site fonts' faces: the font picker previews each in its own, and the canvas shows the chosen ones.
  const fonts = studioFontStylesheet();
  const page = (html: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Studio</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${escapeHtml(fonts.href)}">
${html}
</head>
<body><div id="root"></div></body>
</html>
`;
  const body = assets
    ? page(
        [
          ...assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
          `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
        ].join("\n"),
      )
    : page("<p>The studio is not built. Run npm run build.</p>");
  const handler = async (_request: FastifyRequest, reply: FastifyReply) =>
    refuseFraming(reply)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", policy)
      .send(body);
  app.get("/studio", { schema: { hide: true } }, handler);
  app.get("/studio/*", { schema: { hide: true } }, handler);
};
