import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { parseDocument } from "../../runtime/parse";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import type { SiteDocument } from "../../schema/site";
import { findDocument, publishDocument, saveDocument } from "../data/documents";
import { saveRedirects } from "../data/redirects";
import { createTestServer, publishTestSite, type TestServer } from "../testing/testServer";

/** The artist's own not-found page (issue 39, item 7): shown, with a 404, wherever no page or redirect answers. */
let server: TestServer;

async function savePage(id: string, path: string, title: string, text: string, publish: boolean) {
  const parsed = parseDocument(
    {
      schemaVersion: 1,
      kind: "page",
      id,
      title,
      path,
      root: {
        id: "root",
        type: "Container",
        props: {},
        children: [{ id: "t", type: "Text", props: { content: richTextFromPlainText(text) } }],
      },
    },
    { registry: siteBlocks },
  );
  if (!parsed.ok) throw new Error("the page fixture is invalid");
  const saved = await saveDocument(server.context.db, server.profile.id, parsed.value);
  if (!saved.ok) throw new Error(`could not save ${id}`);
  if (publish) await publishDocument(server.context.db, server.profile.id, id);
}

async function publishSiteWith(notFoundPage: string | undefined) {
  const current = await findDocument(server.context.db, server.profile.id, "site");
  if (!current) throw new Error("no site");
  const { notFoundPage: _previous, ...site } = current.draft as SiteDocument;
  const next = notFoundPage === undefined ? site : { ...site, notFoundPage };
  const saved = await saveDocument(server.context.db, server.profile.id, next, { baseVersion: current.version });
  if (!saved.ok) throw new Error(`could not save the site: ${saved.reason}`);
  await publishDocument(server.context.db, server.profile.id, "site");
}

function embeddedRouteData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="backline-state">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no embedded state");
  return JSON.parse(match[1]).routeData;
}

beforeAll(async () => {
  server = await createTestServer();
  await publishTestSite(server);
  await savePage("lost", "/lost", "Lost at sea", "This address drifted off. Try the music page.", true);
  await savePage("draft-lost", "/draft-lost", "Draft", "Not yet for fans", false);
  await saveRedirects(server.context.db, server.profile.id, [{ fromPath: "/old-shop", toPath: "/music", permanent: true }]);
}, 60_000);
afterAll(() => server.close());

describe("the artist's not-found page", () => {
  it("answers an unknown path and an unknown release with the chosen page, a 404, no index and its data for hydration", async () => {
    await publishSiteWith("/lost");
    for (const url of ["/no/such/page", "/music/no-such-release"]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("This address drifted off.");
      expect(response.body).not.toContain("There is nothing at this address");
      expect(response.body).toContain("<title>Lost at sea · Test Artist</title>");
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.headers["cache-control"]).toBe("no-cache");
      const routeData = Object.values(embeddedRouteData(response.body));
      expect(routeData).toEqual([
        expect.objectContaining({ notFound: true, page: expect.objectContaining({ page: expect.objectContaining({ id: "lost" }) }) }),
      ]);
    }
  });

  it("leaves the page itself answering at its own address (kept from search engines and the sitemap), and a redirect of an old path still sending fans on", async () => {
    await publishSiteWith("/lost");
    const own = await server.app.inject({ url: "/lost" });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<meta name="robots" content="noindex">');
    expect((await server.app.inject({ url: "/sitemap.xml" })).body).not.toContain("/lost</loc>");
    const redirected = await server.app.inject({ url: "/old-shop" });
    expect(redirected.statusCode).toBe(301);
    expect(redirected.headers.location).toMatch(/\/music$/);
  });

  it("falls back to Backline's own page when the chosen one is not published or no longer there, and when none is chosen", async () => {
    await publishSiteWith(undefined);
    expect((await server.app.inject({ url: "/lost" })).body).not.toContain('<meta name="robots" content="noindex">');
    expect((await server.app.inject({ url: "/sitemap.xml" })).body).toContain("/lost</loc>");
    for (const choice of ["/draft-lost", "/gone", undefined]) {
      await publishSiteWith(choice);
      const response = await server.app.inject({ url: "/no/such/page" });
      expect(response.statusCode, String(choice)).toBe(404);
      expect(response.body).toContain("There is nothing at this address");
      expect(response.body).not.toContain("Not yet for fans");
      expect(response.body).toContain("<title>Page not found · Test Artist</title>");
    }
  });
});
