import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { demoCredentials } from "./demo";
import { type NewFan, newFan, signUpLinkPath } from "./siteHelpers";

/**
 * Steps of the members page's end-to-end tests that go through the API: reading the posts as a
 * given fan, registering fans, and giving one a membership as the artist would.
 */

export interface ApiPost {
  readonly id: string;
  readonly type: "text" | "image" | "video" | "audio" | "poll";
  readonly hasAccess: boolean;
  readonly membershipTierId?: string | null;
  readonly caption?: string;
  readonly likes: number;
  readonly comments: number;
  readonly media?: readonly { readonly type: string; readonly url: string; readonly name: string }[];
  readonly poll?: { readonly question: string; readonly options: readonly { uid: string; text: string; votes: number; voted: boolean }[] };
}

const bearer = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** Every post of the demo artist as the holder of `token` (or a visitor) sees them, newest first. */
export async function listPosts(request: APIRequestContext, token: string | null = null, query = ""): Promise<ApiPost[]> {
  const response = await request.get(`/api/public/posts?limit=50${query ? `&${query}` : ""}`, { headers: bearer(token) });
  expect(response.ok(), `GET /api/public/posts ${query}`).toBe(true);
  return ((await response.json()) as { data: ApiPost[] }).data;
}

/** A fan's session token, from the API's login. */
export async function fanToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post("/api/sessions", { data: { email, password } });
  expect(response.ok(), `POST /api/sessions for ${email}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A new fan of the demo artist, registered through the API (no tier), with their token. */
export async function registerFan(request: APIRequestContext): Promise<NewFan & { token: string; id: string }> {
  const fan = newFan();
  return { ...fan, ...(await registerByApi(request, fan)) };
}

/**
 * Registers `fan` through the API of the server at `baseUrl` (whose data folder is `dataDir`), and
 * finishes the account through the link emailed to them, which opens their session.
 */
export async function registerByApi(
  request: APIRequestContext,
  fan: Pick<NewFan, "firstName" | "lastName" | "email" | "password">,
  { baseUrl = "", dataDir }: { baseUrl?: string; dataDir?: string } = {},
): Promise<{ token: string; id: string }> {
  const response = await request.post(`${baseUrl}/api/public/accounts`, { data: fan });
  expect(response.status(), `POST /api/public/accounts for ${fan.email}`).toBe(202);
  const token = decodeURIComponent((await signUpLinkPath(fan.email, dataDir)).split("/").at(-1)?.split("?")[0] ?? "");
  const signedIn = await request.post(`${baseUrl}/api/public/sessions/email-link`, { data: { token } });
  expect(signedIn.status(), `POST /api/public/sessions/email-link for ${fan.email}`).toBe(200);
  const body = (await signedIn.json()) as { token: string; account: { id: string } };
  return { token: body.token, id: body.account.id };
}

export interface LockedContent {
  /** The posts a visitor (or a fan without a tier) sees locked. */
  readonly posts: readonly ApiPost[];
  /** Their captions, media addresses and poll questions: none may ever reach such a browser. */
  readonly secrets: readonly string[];
}

/** What the locked posts hold, read as the top-tier demo fan, who may see them all. */
export async function lockedContent(request: APIRequestContext): Promise<LockedContent> {
  const { fan } = demoCredentials();
  const lockedIds = new Set((await listPosts(request)).filter((post) => !post.hasAccess).map((post) => post.id));
  const posts = (await listPosts(request, await fanToken(request, fan.email, fan.password))).filter((post) => lockedIds.has(post.id));
  expect(posts.every((post) => post.hasAccess)).toBe(true);
  const secrets = posts.flatMap((post) => [post.caption ?? "", ...(post.media ?? []).map((media) => media.url), post.poll?.question ?? ""]);
  return { posts, secrets: secrets.filter((secret) => secret.length > 0) };
}

/** Gives the fan with `email` the demo tier named `tierName` (or none), as the artist: through the editor's API. */
export async function setMembership(request: APIRequestContext, email: string, tierName: string | null): Promise<void> {
  const { owner } = demoCredentials();
  const login = await request.post("/api/editor/sessions", { data: owner });
  expect(login.ok(), "POST /api/editor/sessions").toBe(true);
  const { token, editor } = (await login.json()) as { token: string; editor: { profileId: string } };
  const headers = bearer(token);
  const found = await request.get(`/api/profiles/${editor.profileId}/members?email=${encodeURIComponent(email)}`, { headers });
  expect(found.ok(), `find ${email}`).toBe(true);
  const account = (await found.json()) as { id: string };
  let membershipTierId: string | null = null;
  if (tierName !== null) {
    const tiers = (await (await request.get("/api/public/membership-tiers")).json()) as { id: string; name: string }[];
    membershipTierId = tiers.find((tier) => tier.name === tierName)?.id ?? null;
    expect(membershipTierId, `the demo tier ${tierName}`).not.toBeNull();
  }
  const changed = await request.put(`/api/profiles/${editor.profileId}/members/${account.id}/membership`, {
    headers,
    data: { membershipTierId },
  });
  expect(changed.ok(), `PUT membership of ${email}`).toBe(true);
}

/**
 * Collects the body of every response the page receives from now on (documents, scripts, API
 * answers, media), for checking what reached the browser. `settled()` waits for the bodies read so far.
 */
export function collectResponses(page: Page): { bodies: string[]; settled: () => Promise<void> } {
  const bodies: string[] = [];
  const reading: Promise<void>[] = [];
  page.on("response", (response) => {
    reading.push(
      response
        .body()
        .then((body) => {
          bodies.push(`${response.url()}\n${body.toString("utf8")}`);
        })
        // Redirects and aborted requests have no body.
        .catch(() => {}),
    );
  });
  return { bodies, settled: async () => void (await Promise.all(reading)) };
}

/** The posts' cards on the page. */
export function postCards(page: Page) {
  return page.getByRole("article");
}

/** The card of the post whose caption is `caption`. */
export function cardWith(page: Page, caption: string) {
  return postCards(page).filter({ hasText: caption });
}
