import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocument, ThemeSettings } from "../../schema/site";
import { findDocument, publishDocument, saveDocument } from "../data/documents";
import { createTestEditor, createTestServer, publishTestSite, type TestServer } from "../testing/testServer";

/** The site's fonts on its pages (issue 39, item 5): declared, preloaded and served by us alone. */
let server: TestServer;

async function publishFonts(fonts: Pick<ThemeSettings, "bodyFont" | "headingFont">) {
  const current = await findDocument(server.context.db, server.profile.id, "site");
  if (!current) throw new Error("no site");
  const site = current.draft as SiteDocument;
  const saved = await saveDocument(
    server.context.db,
    server.profile.id,
    { ...site, settings: { ...site.settings, ...fonts } },
    { baseVersion: current.version },
  );
  if (!saved.ok) throw new Error(`could not save the site: ${saved.reason}`);
  await publishDocument(server.context.db, server.profile.id, "site");
}

beforeAll(async () => {
  server = await createTestServer();
  await publishTestSite(server);
}, 60_000);
afterAll(() => server.close());

describe("a site's fonts on its pages", () => {
  it("declares and preloads the chosen families, each file from our own origin, and allows fonts from it alone", async () => {
    await publishFonts({ bodyFont: "dm-sans", headingFont: "playfair-display" });
    const response = await server.app.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(response.headers["content-security-policy"]).toContain("font-src 'self';");
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g)].map(
      (match) => match[1] as string,
    );
    expect(preloads.map((href) => href.replace(/^.*\//, ""))).toEqual([
      "dm-sans-latin-wght-normal.woff2",
      "playfair-display-latin-wght-normal.woff2",
    ]);
    const faces = [...html.matchAll(/@font-face \{[^}]*\}/g)].map((match) => match[0]);
    expect(new Set(faces.map((face) => /font-family: "([^"]+)"/.exec(face)?.[1]))).toEqual(
      new Set(["DM Sans Variable", "Playfair Display Variable"]),
    );
    expect(faces.every((face) => face.includes("font-display: swap;"))).toBe(true);
    expect(html).toContain('--bl-font-family: "DM Sans Variable", Arial, Helvetica, sans-serif;');
    expect(html).toContain('--bl-font-heading: "Playfair Display Variable", Georgia, "Times New Roman", serif;');
    const urls = [...preloads, ...faces.map((face) => /url\(([^)]+)\)/.exec(face)?.[1] as string)];
    for (const url of urls) {
      expect(url).toMatch(/^\/assets\/fonts\//);
      const file = await server.app.inject({ url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers["content-type"]).toBe("font/woff2");
    }
  });

  it("sends no font at all for a site on device fonts", async () => {
    await publishFonts({ bodyFont: "system-serif", headingFont: undefined });
    const html = (await server.app.inject({ url: "/" })).body;
    expect(html).not.toContain("@font-face");
    expect(html).not.toContain('as="font"');
    expect(html).toContain('--bl-font-family: Georgia, "Times New Roman", serif;');
  });

  it("refuses, through the studio's API, a font the list does not have", async () => {
    const editor = await createTestEditor(server, server.profile.id);
    const current = await findDocument(server.context.db, server.profile.id, "site");
    const site = current?.draft as SiteDocument;
    const response = await server.app.inject({
      method: "PUT",
      url: `/api/profiles/${server.profile.id}/documents/site`,
      headers: editor.headers,
      payload: { document: { ...site, settings: { ...site.settings, headingFont: "Comic Sans MS" } }, baseVersion: current?.version },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ pointer: "/settings/headingFont", rule: "enum" }));
  });
});
