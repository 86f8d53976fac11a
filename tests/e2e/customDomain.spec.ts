import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect } from "@playwright/test";
import { startTestDnsServer, type TestDnsServer } from "../../server/testing/testDnsServer";
import type { DemoCredentials } from "./demo";
import { siteSettings, topBar } from "./editorHelpers";
import { logInToStudio, type OwnServer } from "./ownServer";
import { type RunningServer, startRealServer } from "./realServer";
import { expectNoSeriousViolations } from "./siteHelpers";

/** Chromium reaches these names on this machine (the test DNS server answers the server, not the browser). */
const RESOLVER_RULES = "--host-resolver-rules=MAP band.test 127.0.0.1, MAP taken.test 127.0.0.1";
const OPERATOR_TOKEN = "e2e-operator-token-0123456789abcdef";

/**
 * A custom domain added in the studio (issue 31): verified against a real DNS server on loopback
 * (DNS_SERVERS), served, made primary so the subdomain answers 301 to it; a domain another artist
 * holds is refused. On a server of its own: the demo artist's addresses change.
 */
const test = base.extend<object, { dns: TestDnsServer; ownServer: RunningServer }>({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, args: [...(launchOptions.args ?? []), RESOLVER_RULES] }),
    { scope: "worker" },
  ],
  dns: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first parameter.
    async ({}, use) => {
      const dns = await startTestDnsServer();
      await use(dns);
      await dns.close();
    },
    { scope: "worker" },
  ],
  ownServer: [
    async ({ dns }, use) => {
      const server = await startRealServer(undefined, { DNS_SERVERS: dns.address, OPERATOR_TOKEN });
      await use(server);
      server.process.kill("SIGTERM");
      await server.exited;
    },
    { scope: "worker", timeout: 120_000 },
  ],
});
test.use({ viewport: { width: 1280, height: 900 } });

test("a domain added in Site settings › Domains is verified, serves the artist, and the subdomain answers 301 to it", async ({
  page,
  request,
  dns,
  ownServer,
}) => {
  test.setTimeout(90_000);
  const port = new URL(ownServer.baseUrl).port;
  const credentials = JSON.parse(readFileSync(join(ownServer.dataDir, "demo-credentials.json"), "utf8")) as DemoCredentials;
  const own: OwnServer = { baseUrl: ownServer.baseUrl, credentials, dataDir: ownServer.dataDir };
  // Another artist holds taken.test (the operator gave it them).
  const other = await request.post(`${ownServer.baseUrl}/api/operator/artists`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { name: "Harbour Lights", ownerEmail: "owner@harbour.test", domain: "taken.test" },
  });
  expect(other.status()).toBe(201);

  await logInToStudio(page, own);
  await topBar(page).getByRole("button", { name: "Site settings" }).click();
  const domains = siteSettings(page).getByRole("region", { name: "Domains" });
  await expect(domains.getByText("No domains of your own yet: your site is at lantern-coast.localhost.")).toBeVisible();

  await domains.getByLabel("Domain").fill("band.test");
  await domains.getByRole("button", { name: "Add domain" }).click();
  const records = domains.getByRole("table", { name: "DNS records for band.test" });
  await expect(records.getByRole("row", { name: /^CNAME band\.test/ })).toContainText("lantern-coast.localhost");
  const txt = records.getByRole("row", { name: /^TXT _backline\.band\.test/ });
  const token = (await txt.locator("code").nth(1).textContent()) ?? "";
  expect(token).toMatch(/^backline-[0-9a-f]{32}$/);
  await expectNoSeriousViolations(page, "Site settings › Domains with a domain's records");

  dns.set("band.test", "CNAME", ["lantern-coast.localhost"]);
  dns.set("_backline.band.test", "TXT", [token]);
  await domains.getByRole("button", { name: "Check band.test now" }).click();
  await expect(domains.getByText("band.test is verified: it serves your site.")).toBeVisible();
  await domains.getByRole("button", { name: "Make band.test primary" }).click();
  await expect(domains.getByText("Verified · primary address")).toBeVisible();

  // The domain serves the artist; the subdomain answers 301 to it, path and query kept.
  const fan = await page.context().newPage();
  await fan.goto(`http://band.test:${port}/music`);
  await expect(fan.getByRole("link", { name: "The Lantern Coast, home" })).toBeVisible();
  const moved = await request.get(`${ownServer.baseUrl}/music?sort=new`, {
    headers: { host: `lantern-coast.localhost:${port}` },
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`http://band.test:${port}/music?sort=new`);
  await fan.goto(`http://lantern-coast.localhost:${port}/music?sort=new`);
  await expect(fan).toHaveURL(`http://band.test:${port}/music?sort=new`);

  // Another artist's domain is refused with its message.
  await domains.getByLabel("Domain").fill("taken.test");
  await domains.getByRole("button", { name: "Add domain" }).click();
  await expect(domains.getByRole("alert")).toHaveText("The domain taken.test already belongs to another artist.");
});
