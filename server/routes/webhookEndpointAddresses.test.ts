import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebhookEndpoint } from "../../schema/api/webhooks";
import { httpError } from "../http/httpError";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/**
 * Server-side request forgery through the studio (issue 40, item 4): an owner cannot register, or
 * move, an endpoint to this machine, its network or the cloud's metadata service, whether written
 * as an address or as a name that resolves there (localhost, from the hosts file, as the system's
 * resolver the route uses reads it), and nothing is stored; on a server whose operator allows
 * private addresses (WEBHOOKS_ALLOW_PRIVATE), the same are taken.
 */
let refusing: TestServer;
let allowing: TestServer;
let refusingOwner: Awaited<ReturnType<typeof createTestEditor>>;
let allowingOwner: Awaited<ReturnType<typeof createTestEditor>>;

/** Private, loopback and link-local hosts as a URL names them, and as a refusal repeats them. */
const INSIDE = [
  { host: "127.0.0.1", path: "/hooks" },
  { host: "10.0.0.1", path: "/hooks" },
  { host: "[::1]", path: "/hooks" },
  { host: "169.254.169.254", path: "/latest/meta-data/" },
  { host: "localhost", path: "/hooks" },
] as const;

beforeAll(async () => {
  [refusing, allowing] = await Promise.all([
    createTestServer("pglite"),
    createTestServer("pglite", { config: { webhooksAllowPrivate: true } }),
  ]);
  [refusingOwner, allowingOwner] = await Promise.all([
    createTestEditor(refusing, refusing.profile.id),
    createTestEditor(allowing, allowing.profile.id),
  ]);
}, 120_000);
afterAll(() => Promise.all([refusing?.close(), allowing?.close()]));

const webhooks = (server: TestServer) => `/api/profiles/${server.profile.id}/webhooks`;
const add = (server: TestServer, headers: Record<string, string>, url: string) =>
  server.app.inject({ method: "POST", url: webhooks(server), headers, payload: { url, events: ["order.paid"] } });
const listed = async (server: TestServer, headers: Record<string, string>) =>
  (await server.app.inject({ url: webhooks(server), headers })).json<{ endpoints: WebhookEndpoint[] }>().endpoints;
const stored = async (server: TestServer) =>
  (
    await server.context.db.query<{ count: number }>("SELECT count(*)::int AS count FROM webhook_endpoints WHERE profile_id = $1", [
      server.profile.id,
    ])
  )[0]?.count;

describe("an endpoint on a private or local address", () => {
  it("is refused when added over https, naming the host, and nothing is stored", async () => {
    for (const { host, path } of INSIDE) {
      const answer = await add(refusing, refusingOwner.headers, `https://${host}${path}`);
      expect(answer.statusCode, host).toBe(400);
      expect(answer.json(), host).toMatchObject({
        code: "webhook_url_invalid",
        reason: "privateAddress",
        message: httpError("webhook_url_invalid", "privateAddress", host).message,
      });
    }
    expect(await listed(refusing, refusingOwner.headers)).toEqual([]);
    expect(await stored(refusing)).toBe(0);
  });

  it("is refused when added over http, and nothing is stored", async () => {
    for (const { host, path } of INSIDE) {
      const answer = await add(refusing, refusingOwner.headers, `http://${host}${path}`);
      expect(answer.statusCode, host).toBe(400);
      expect(answer.json(), host).toMatchObject({ code: "webhook_url_invalid" });
    }
    expect(await stored(refusing)).toBe(0);
  });

  it("is refused when an endpoint is moved there, which keeps its address", async () => {
    // A public address written as one: taken without asking DNS.
    const made = await add(refusing, refusingOwner.headers, "https://93.184.215.14/hooks");
    expect(made.statusCode, made.body).toBe(201);
    const { endpoint } = made.json<{ endpoint: WebhookEndpoint }>();
    for (const { host, path } of INSIDE) {
      const moved = await refusing.app.inject({
        method: "PUT",
        url: `${webhooks(refusing)}/${endpoint.id}`,
        headers: refusingOwner.headers,
        payload: { url: `https://${host}${path}`, events: ["order.paid"] },
      });
      expect(moved.statusCode, host).toBe(400);
      expect(moved.json(), host).toMatchObject({ code: "webhook_url_invalid", reason: "privateAddress" });
    }
    expect((await listed(refusing, refusingOwner.headers)).map((each) => each.url)).toEqual(["https://93.184.215.14/hooks"]);
    await refusing.app.inject({ method: "DELETE", url: `${webhooks(refusing)}/${endpoint.id}`, headers: refusingOwner.headers });
  });

  it("is taken, http:// too, when the operator allows private addresses", async () => {
    const urls = INSIDE.map(({ host, path }) => `http://${host}${path}`);
    for (const url of urls) {
      const answer = await add(allowing, allowingOwner.headers, url);
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json<{ endpoint: WebhookEndpoint }>().endpoint.url).toBe(url);
    }
    expect((await listed(allowing, allowingOwner.headers)).map((each) => each.url).sort()).toEqual([...urls].sort());
  });
});
