import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { CURRENT_SCHEMA_VERSIONS } from "../../schema/version";
import { demoCredentials } from "./demo";

/** Console errors, React's hydration warnings, and errors thrown in the page, as they come. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|did not match|server rendered/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** The demo owner's studio session through the API: its headers, profile and documents route. */
export interface OwnerSession {
  readonly headers: Record<string, string>;
  readonly profileId: string;
  readonly documents: string;
}

export async function ownerSession(request: APIRequestContext): Promise<OwnerSession> {
  const login = await request.post("/api/editor/sessions", { data: demoCredentials().owner });
  expect(login.ok(), await login.text()).toBe(true);
  const { token, editor } = (await login.json()) as { token: string; editor: { profileId: string } };
  return {
    headers: { authorization: `Bearer ${token}` },
    profileId: editor.profileId,
    documents: `/api/profiles/${editor.profileId}/documents`,
  };
}

/** What `savePage` answers: the server's refusal, or the published page and how to delete it. */
export type SavedPage =
  | { readonly ok: true; readonly path: string; readonly remove: (request: APIRequestContext) => Promise<void> }
  | { readonly ok: false; readonly status: number; readonly body: string };

/**
 * Saves and publishes a page of `blocks` through the studio's API, as an integrator would. A spec
 * calls `remove` in its `afterAll`, so no other spec finds the page.
 */
export async function savePage(
  request: APIRequestContext,
  session: OwnerSession,
  page: { readonly id: string; readonly path: string; readonly title: string; readonly blocks: readonly unknown[] },
): Promise<SavedPage> {
  const { headers, documents } = session;
  const document = {
    schemaVersion: CURRENT_SCHEMA_VERSIONS.page,
    kind: "page",
    id: page.id,
    title: page.title,
    path: page.path,
    root: { id: "root", type: "Container", props: { role: "page" }, children: page.blocks },
  };
  const saved = await request.put(`${documents}/${page.id}`, { headers, data: { document } });
  if (!saved.ok()) return { ok: false, status: saved.status(), body: await saved.text() };
  const published = await request.post(`${documents}/${page.id}/publish`, { headers, data: { version: (await saved.json()).version } });
  expect(published.status(), await published.text()).toBe(200);
  // Given the request of the hook that calls it: one from a `beforeAll` cannot be used after its hook.
  const remove = async (other: APIRequestContext) => {
    expect((await other.delete(`${documents}/${page.id}`, { headers })).status()).toBe(200);
  };
  return { ok: true, path: page.path, remove };
}

/** `savePage` that must succeed. */
export async function publishPage(request: APIRequestContext, page: Parameters<typeof savePage>[2]) {
  const saved = await savePage(request, await ownerSession(request), page);
  if (!saved.ok) throw new Error(`The page was refused (${saved.status}): ${saved.body}`);
  return saved;
}

/** Uploads a PNG as the studio's media picker does (a presigned link, then the file); answers its address. */
export async function uploadPng(request: APIRequestContext, session: OwnerSession, fileName: string, png: Buffer): Promise<string> {
  const link = await request.post("/api/uploads/presigned-url", {
    headers: session.headers,
    data: { fileName, profileId: session.profileId },
  });
  expect(link.status(), await link.text()).toBe(200);
  const { presignedUrl, remoteUrl } = (await link.json()) as { presignedUrl: string; remoteUrl: string };
  const target = new URL(presignedUrl);
  const put = await request.put(`${target.pathname}${target.search}`, { headers: { "content-type": "image/png" }, data: png });
  expect(put.status(), await put.text()).toBe(200);
  return remoteUrl;
}
