import { request as httpsRequest } from "node:https";
import type { TLSSocket } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDomain, findProfileSlug } from "../../server/data/profiles";
import { createTestServer, publishTestSite, type TestServer } from "../../server/testing/testServer";
import { freePort } from "../e2e/realServer";
import { caddyBinary, type RunningCaddy, startCaddy } from "./caddy";

/**
 * The README's Caddyfile run for real (issue 31, item 3): Caddy's on-demand TLS in front of
 * Backline, with its own CA, asks GET /api/tls/allowed before each certificate. A verified domain
 * and an artist's subdomain are served over HTTPS; a name no artist has gets no certificate.
 *
 * Needs Caddy: `npm test` installs Debian's package as root when it is missing. Without it the
 * test is skipped on a developer's machine, saying why, and fails in CI, which must run it.
 */
const caddy = caddyBinary();
const required = Boolean(process.env.CI);
if (!caddy && !required)
  console.warn("tests/tls: Caddy is not installed (apt-get install caddy, or set CADDY_BIN): skipping the HTTPS test.");

const PLATFORM_DOMAIN = "backline.test";
const CUSTOM_DOMAIN = "band.test";

interface HttpsAnswer {
  readonly status: number;
  readonly body: string;
  readonly subjectAltName: string;
  readonly location: string;
}

/** GET / over HTTPS at Caddy's port, naming `host` in SNI and Host, trusting only Caddy's root. */
function httpsGet(port: number, host: string, ca: string): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      { host: "127.0.0.1", port, path: "/", servername: host, headers: { host }, ca, agent: false, timeout: 10_000 },
      (response) => {
        const subjectAltName = (response.socket as TLSSocket).getPeerCertificate().subjectaltname ?? "";
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        const location = response.headers.location ?? "";
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body, subjectAltName, location }));
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer from ${host} in 10 s`)));
    request.on("error", reject);
    request.end();
  });
}

describe.skipIf(!caddy && !required)("HTTPS for custom domains through Caddy's on-demand TLS", () => {
  let backline: TestServer;
  let proxy: RunningCaddy | undefined;
  let httpsPort = 0;
  let artistSubdomain = "";
  /** Each question Caddy asked Backline, with its answer: `band.test 200`. */
  const asks: string[] = [];

  beforeAll(async () => {
    if (!caddy) throw new Error("Caddy is not installed, and CI must run this test: apt-get install caddy (npm test does it as root).");
    // As the README sets Backline up behind Caddy: one trusted proxy, which says the request came over HTTPS.
    backline = await createTestServer("pglite", {
      config: { platformDomain: PLATFORM_DOMAIN, trustProxy: 1 },
      beforeReady: (app) =>
        app.addHook("onResponse", async (request, reply) => {
          const { domain } = request.query as { domain?: string };
          if (request.url.startsWith("/api/tls/allowed")) asks.push(`${domain} ${reply.statusCode}`);
        }),
    });
    await publishTestSite(backline);
    await addDomain(backline.context.db, CUSTOM_DOMAIN, backline.profile.id);
    artistSubdomain = `${await findProfileSlug(backline.context.db, backline.profile.id)}.${PLATFORM_DOMAIN}`;
    await backline.app.listen({ host: "127.0.0.1", port: 0 });
    const address = backline.app.server.address();
    const backlinePort = typeof address === "object" && address ? address.port : 0;
    httpsPort = await freePort();
    proxy = await startCaddy(caddy, { http: await freePort(), https: httpsPort, backline: backlinePort });
  }, 60_000);

  afterAll(async () => {
    await proxy?.stop();
    await backline?.close();
  });

  it("serves a verified custom domain over HTTPS, with a certificate for that name, the artist's page behind it", async () => {
    const answer = await httpsGet(httpsPort, CUSTOM_DOMAIN, proxy?.rootCertificate ?? "");
    expect(answer.subjectAltName).toContain(`DNS:${CUSTOM_DOMAIN}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Songs for testing");
    // Backline believed Caddy (TRUST_PROXY=1): the page's own address is the domain, over HTTPS.
    expect(answer.body).toContain(`https://${CUSTOM_DOMAIN}/`);
    expect(asks).toContain(`${CUSTOM_DOMAIN} 200`);
  });

  it("gives an artist's subdomain under the platform's domain its certificate too; it sends visitors to the primary domain", async () => {
    const answer = await httpsGet(httpsPort, artistSubdomain, proxy?.rootCertificate ?? "");
    expect(answer.subjectAltName).toContain(`DNS:${artistSubdomain}`);
    // band.test is the artist's primary address: the subdomain answers 301 there, over HTTPS.
    expect(answer.status).toBe(301);
    expect(answer.location).toBe("https://band.test/");
  });

  it("refuses a certificate for a name no artist has: the handshake fails and nothing is stored", async () => {
    for (const host of ["nobody.test", `no-such-artist.${PLATFORM_DOMAIN}`, PLATFORM_DOMAIN]) {
      const failure: NodeJS.ErrnoException = await httpsGet(httpsPort, host, proxy?.rootCertificate ?? "").then(
        (answer) => new Error(`answered ${answer.status} with a certificate for ${answer.subjectAltName}`),
        (error: NodeJS.ErrnoException) => error,
      );
      // A TLS alert from Caddy, after Backline said no: not a certificate for another name that the client then rejected.
      expect({ host, code: failure.code, message: failure.message }).toMatchObject({
        host,
        code: "EPROTO",
        message: expect.stringMatching(/alert/),
      });
      expect(asks).toContain(`${host} 404`);
      expect(proxy?.hasCertificateFor(host)).toBe(false);
    }
    expect(proxy?.hasCertificateFor(CUSTOM_DOMAIN)).toBe(true);
  });
});
