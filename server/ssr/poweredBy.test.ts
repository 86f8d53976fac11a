import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, OTHER_ARTIST_DOMAIN, type TestServer } from "../testing/testServer";

/** The second artist's published starter site, as a fan's browser gets it, and what the browser's own start asks for. */
async function footerOf(server: TestServer): Promise<{ html: string; poweredBy: unknown }> {
  const host = { host: OTHER_ARTIST_DOMAIN };
  const html = (await server.app.inject({ url: "/", headers: host })).body;
  const site = (await server.app.inject({ url: "/api/public/site", headers: host })).json() as { poweredBy: unknown };
  return { html, poweredBy: site.poweredBy };
}

describe("'Powered by Backline' is the operator's setting (SHOW_POWERED_BY, issue 34, item 8)", () => {
  let shown: TestServer;
  let whiteLabel: TestServer;
  beforeAll(async () => {
    [shown, whiteLabel] = await Promise.all([createTestServer(), createTestServer("pglite", { config: { showPoweredBy: false } })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([shown.close(), whiteLabel.close()]);
  });

  it("is in the footer of every site by default, in the page and in the state it hydrates with", async () => {
    const { html, poweredBy } = await footerOf(shown);
    expect(html).toContain(">Powered by Backline</a>");
    expect(html).toContain('"poweredBy":true');
    expect(poweredBy).toBe(true);
  });

  it("is nowhere a fan looks on a white-label host", async () => {
    const { html, poweredBy } = await footerOf(whiteLabel);
    expect(html).toContain("Other Artist");
    expect(html).not.toContain("Powered by");
    expect(html).toContain('"poweredBy":false');
    expect(poweredBy).toBe(false);
  });
});
