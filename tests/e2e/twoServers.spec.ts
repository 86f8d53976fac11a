import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { createOwnSchema, type OwnSchema } from "../../server/db/ownSchema";
import type { DemoCredentials } from "./demo";
import { registerByApi } from "./membersHelpers";
import { type RunningServer, startRealServer } from "./realServer";

/**
 * Two server processes on one PostgreSQL server, as behind a load balancer: what one does, the
 * other sees (publishes, likes, login lockouts, and the pages and answers it had kept). Needs a
 * PostgreSQL server: TEST_DATABASE_URL, which `.ci/run` starts.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
test.skip(!databaseUrl, "needs a PostgreSQL server in TEST_DATABASE_URL (.ci/run starts one)");
test.describe.configure({ mode: "serial", timeout: 180_000 });

let schema: OwnSchema | undefined;
const servers: RunningServer[] = [];
let credentials: DemoCredentials;

test.beforeAll(async () => {
  schema = await createOwnSchema(databaseUrl as string, "e2e");
  // Shared settings, as a load balancer's servers have: the database, the signing secret, and the
  // media folder (a shared volume here; S3 in production).
  const env = { DATABASE_URL: schema.url, UPLOAD_SECRET: "two-servers-share-this-secret" };
  const first = await startRealServer(undefined, env);
  servers.push(first, await startRealServer(first.dataDir, env));
  credentials = JSON.parse(readFileSync(join(first.dataDir, "demo-credentials.json"), "utf8")) as DemoCredentials;
});

test.afterAll(async () => {
  for (const server of servers) {
    server.process.kill("SIGTERM");
    await server.exited;
  }
  await schema?.drop();
});

const a = () => servers[0] as RunningServer;
const b = () => servers[1] as RunningServer;

test("a publish on one server shows on the other's page, which it had kept", async ({ page, request }) => {
  await page.goto(`${b().baseUrl}/`);
  await expect(page.getByRole("heading", { name: "Join the tribe" })).toBeVisible();

  const login = await request.post(`${a().baseUrl}/api/editor/sessions`, { data: credentials.owner });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const profileId = (await (await request.get(`${a().baseUrl}/api/public/site`)).json()).profile.id;
  const documents = await (await request.get(`${a().baseUrl}/api/profiles/${profileId}/documents/home`, { headers })).json();
  const retitled = JSON.parse(JSON.stringify(documents.draft).replace("Join the tribe", "Join us on both servers"));
  const saved = await request.put(`${a().baseUrl}/api/profiles/${profileId}/documents/home`, {
    headers,
    data: { document: retitled, baseVersion: documents.version },
  });
  expect(saved.status()).toBe(200);
  expect((await request.post(`${a().baseUrl}/api/profiles/${profileId}/documents/home/publish`, { headers })).status()).toBe(200);

  await expect(async () => {
    await page.goto(`${b().baseUrl}/`);
    await expect(page.getByRole("heading", { name: "Join us on both servers" })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
});

test("a like on one server counts in the other's feed, which it had kept", async ({ request }) => {
  const feed = async (base: string) =>
    (await (await request.get(`${base}/api/public/posts?page=1&limit=10`)).json()).data as {
      id: string;
      likes: number;
      hasAccess: boolean;
    }[];
  const post = (await feed(b().baseUrl)).find((candidate) => candidate.hasAccess);
  if (!post) throw new Error("the demo has no public post");
  // A new fan, who has liked nothing yet.
  const fan = {
    firstName: "Two",
    lastName: "Servers",
    email: `two-servers-${Date.now()}@example.com`,
    password: "a long unusual passphrase",
  };
  const { token } = await registerByApi(request, fan, a());
  const liked = await request.post(`${a().baseUrl}/api/public/likes`, {
    headers: { authorization: `Bearer ${token}` },
    data: { entityId: post.id, entityType: "post" },
  });
  expect(liked.status()).toBe(200);
  await expect
    .poll(async () => (await feed(b().baseUrl)).find((candidate) => candidate.id === post.id)?.likes, { timeout: 10_000 })
    .toBe(post.likes + 1);
});

test("a login lockout earned on one server holds on the other, even for the right password", async ({ playwright }) => {
  // Fresh contexts: no device cookie from an earlier login, which would let the owner of the browser through.
  const onA = await playwright.request.newContext();
  const onB = await playwright.request.newContext();
  const wrong = { email: credentials.fan.email, password: "not the password" };
  let status = 0;
  for (let attempt = 0; attempt < 12 && status !== 429; attempt++) {
    status = (await onA.post(`${a().baseUrl}/api/sessions`, { data: wrong })).status();
  }
  expect(status).toBe(429);
  const right = await onB.post(`${b().baseUrl}/api/sessions`, {
    data: { email: credentials.fan.email, password: credentials.fan.password },
  });
  expect(right.status()).toBe(429);
  expect(Number(right.headers()["retry-after"])).toBeGreaterThan(0);
  await onA.dispose();
  await onB.dispose();
});
