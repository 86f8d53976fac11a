import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { MAX_REPORTED_ERRORS } from "./errorHandler";

let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await createTestServer("pglite");
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => server.close());

/** The reported attack: 2 MB of JSON, 62 levels deep, a million elements at the bottom. */
function wideDeepJson(elements = 1_000_000, levels = 62): string {
  return `${"[".repeat(levels)}${"0,".repeat(elements - 1)}0${"]".repeat(levels)}`;
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}

/** Sends `body` to `path` while a GET runs beside it; both answers and their times. */
async function hostileBesideGet(path: string, body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const hostile = timed(async () => {
    const response = await fetch(`${origin}${path}`, {
      method: path.includes("/documents/") ? "PUT" : "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
      ...(typeof body === "string" ? {} : { duplex: "half" }),
    } as RequestInit);
    return { status: response.status, body: (await response.json()) as { code: string; message: string } };
  });
  // Starts once the hostile request is on its way.
  await new Promise((resolve) => setImmediate(resolve));
  const get = timed(async () => (await fetch(`${origin}/api/public/membership-tiers`)).status);
  return { hostile: await hostile, get: await get };
}

describe("a wide, deep body cannot stall the server", () => {
  const email = `{"email":${wideDeepJson()},"emailListId":"list"}`;

  it("the reported body is refused in under 200 ms while a GET beside it is answered in under 100 ms", async () => {
    expect(email.length).toBeGreaterThan(1_900_000);
    // Warm the GET's route and the database first: the first query of a fresh PGlite is slow.
    expect((await fetch(`${origin}/api/public/membership-tiers`)).status).toBe(200);
    const { hostile, get } = await hostileBesideGet("/api/public/email-lists/join", email);
    expect(hostile.value.status).toBe(413);
    expect(hostile.value.body.code).toBe("body_too_large");
    expect(hostile.ms).toBeLessThan(200);
    expect(get.value).toBe(200);
    expect(get.ms).toBeLessThan(100);
  });

  it("is refused as quickly when it streams without a declared length", async () => {
    const bytes = new TextEncoder().encode(email);
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
    const { hostile, get } = await hostileBesideGet("/api/public/email-lists/join", chunks);
    expect(hostile.value.status).toBe(413);
    expect(hostile.ms).toBeLessThan(200);
    expect(get.ms).toBeLessThan(100);
  });

  it("a small body nested deeper than its route's schema allows is refused before it is parsed", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/public/email-lists/join",
      headers: { "content-type": "application/json" },
      payload: `{"email":[[["a"]]],"emailListId":"list"}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "body_too_deep",
      reason: "thisRoute",
      message: "The body is nested deeper than this request allows (1 level).",
    });
  });

  it("a visitor's wide, deep body to an editor route is refused as unauthenticated, unread", async () => {
    const document = `{"document":${wideDeepJson()}}`;
    const { hostile, get } = await hostileBesideGet(`/api/profiles/${server.profile.id}/documents/home`, document);
    expect(hostile.value.status).toBe(401);
    expect(hostile.ms).toBeLessThan(200);
    expect(get.ms).toBeLessThan(100);
  });

  it("an editor's wide, deep document is walked in linear time and refused with a short answer", async () => {
    const { headers } = await createTestEditor(server, server.profile.id);
    const document = `{"document":${wideDeepJson()}}`;
    const { hostile } = await hostileBesideGet(`/api/profiles/${server.profile.id}/documents/home`, document, headers);
    expect(hostile.value.status).toBe(400);
    // Before the fix, checking this body took about 9 s and 2.2 GB.
    expect(hostile.ms).toBeLessThan(3000);
    expect(JSON.stringify(hostile.value.body).length).toBeLessThan(4096);
  });
});

describe("answers are never much larger than the question", () => {
  it("a body with sixty mistakes gets at most 20 errors and a count of the rest", async () => {
    const fields = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`field${i}`, 1]));
    const payload = JSON.stringify({ firstName: "Ann", lastName: "Lee", email: "ann@example.com", password: "x", ...fields });
    const response = await server.app.inject({
      method: "POST",
      url: "/api/public/accounts",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("validation_failed");
    expect(body.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(body.errors[0]).toEqual({
      pointer: "/body/field0",
      rule: "additionalProperties",
      message: '"field0" is not a known property here.',
    });
    expect(body.moreErrors).toBe(60 - MAX_REPORTED_ERRORS);
    expect(response.body.length).toBeLessThan(4096);
  });

  it("a large invalid document gets its first 20 errors with their pointers, and says the check stopped there", async () => {
    const { headers } = await createTestEditor(server, server.profile.id);
    // A page of 0.8 MB: eight containers of 1,000 Text blocks, each with two wrong props.
    const texts = (c: number) =>
      Array.from({ length: 1000 }, (_, i) => ({
        id: `t${c}-${i}`,
        type: "Text",
        props: { text: "Hello there, everyone", fontSize: "huge", color: 7 },
      }));
    const children = Array.from({ length: 8 }, (_, c) => ({ id: `c${c}`, type: "Container", props: {}, children: texts(c) }));
    const document = {
      schemaVersion: 1,
      kind: "page",
      id: "big",
      title: "Big",
      path: "/big",
      root: { id: "root", type: "Container", props: {}, children },
    };
    const payload = JSON.stringify({ document });
    expect(payload.length).toBeGreaterThan(750_000);
    const response = await server.app.inject({
      method: "PUT",
      url: `/api/profiles/${server.profile.id}/documents/big`,
      headers: { "content-type": "application/json", ...headers },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("invalid_document");
    expect(body.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(body.errors[0].pointer).toMatch(/^\/root\/children\/0\/children\/0\/props\//);
    expect(body.incomplete).toBe(true);
    expect(response.body.length).toBeLessThan(8192);
  });

  it("a visitor's invalid body to an editor route is refused for who they are, before it is validated", async () => {
    const response = await server.app.inject({
      method: "PUT",
      url: `/api/profiles/${server.profile.id}/documents/home`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ document: { nonsense: true }, extra: 1 }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("unauthorized");
  });

  it("a visitor's body to a fan route is refused for who they are, before it is validated", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/public/comments",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ entityType: "nonsense", content: 5 }),
    });
    expect(response.statusCode).toBe(401);
  });
});
