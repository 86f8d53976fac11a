import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiErrorCode, isApiErrorCode } from "../schema/errors";
import { createTier } from "./data/tiers";
import { createFan, createTestEditor, createTestServer, type TestServer } from "./testing/testServer";

/**
 * Every error body the API sends is `{ code, message, ... }` with a code of the catalogue
 * (schema/errors/): a corpus of bad requests, one or more for each way a request fails. The
 * random corpus of fuzz.test.ts checks the same of whatever it provokes.
 */
let server: TestServer;
let fan: { headers: Record<string, string> };
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };

beforeAll(async () => {
  server = await createTestServer();
  fan = await createFan(server, server.profile.id);
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

interface BadRequest {
  readonly what: string;
  readonly method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly url: () => string;
  readonly headers?: () => Record<string, string>;
  readonly payload?: string | object;
  /** What has to be there first. */
  readonly setup?: () => Promise<unknown>;
  /** The code this request is known to get. */
  readonly code: ApiErrorCode;
}

const json = { "content-type": "application/json" };
const FREE_TIER = { priceMonthly: null, priceYearly: null, payWhatYouWant: false, payWhatYouWantMinimum: null, benefits: [] };
const documents = () => `/api/profiles/${server.profile.id}/documents`;
const page = (id: string, path: string) => ({
  document: { schemaVersion: 1, kind: "page", id, title: "T", path, root: { id: "root", type: "Container", props: {}, children: [] } },
});

const savePage = (id: string, path: string) =>
  server.app.inject({ method: "PUT", url: `${documents()}/${id}`, headers: editor.headers, payload: page(id, path) });

const BAD_REQUESTS: readonly BadRequest[] = [
  { what: "an unknown route", url: () => "/api/no/such/route", code: "not_found" },
  {
    what: "the operator API without OPERATOR_TOKEN",
    method: "POST",
    url: () => "/api/operator/artists",
    payload: { name: "X", ownerEmail: "x@x.example" },
    code: "operator_api_off",
  },
  {
    what: "a bounce report without MAIL_WEBHOOK_TOKEN",
    method: "POST",
    url: () => "/api/mail/events",
    payload: { events: [{ type: "bounce", email: "x@x.example" }] },
    code: "mail_webhook_off",
  },
  {
    what: "a one-time password link never issued",
    method: "POST",
    url: () => "/api/editor/password-links/check",
    payload: { token: "no-such-token-no-such-token-000" },
    code: "password_link_invalid",
  },
  { what: "an unknown artist", url: () => "/api/public/membership-tiers?profileId=no-such-artist", code: "not_found" },
  { what: "an unknown product", url: () => "/api/public/products/nothing", code: "not_found" },
  { what: "a page that is not published", url: () => "/api/public/pages?path=/nowhere", code: "not_found" },
  { what: "a site that is not published", url: () => "/api/public/site", code: "not_found" },
  { what: "a query that breaks its schema", url: () => "/api/public/products?limit=many", code: "validation_failed" },
  { what: "a body that breaks its schema", method: "POST", url: () => "/api/sessions", payload: { email: 1 }, code: "validation_failed" },
  {
    what: "text that is not JSON",
    method: "POST",
    url: () => "/api/sessions",
    headers: () => json,
    payload: "{nope",
    code: "invalid_json",
  },
  {
    what: "a body nested too deep",
    method: "POST",
    url: () => "/api/sessions",
    headers: () => json,
    payload: `${"[".repeat(40)}${"]".repeat(40)}`,
    code: "body_too_deep",
  },
  {
    what: "U+0000 in a body",
    method: "POST",
    url: () => "/api/sessions",
    headers: () => json,
    payload: '{"email":"a\\u0000@b.co","password":"x"}',
    code: "hostile_input",
  },
  { what: "U+0000 in a query", url: () => "/api/public/products?filter[query]=%00", code: "hostile_input" },
  {
    what: "a body over the limit",
    method: "POST",
    url: () => "/api/sessions",
    headers: () => json,
    payload: JSON.stringify({ email: "a@b.co", password: "x".repeat(70 * 1024) }),
    code: "body_too_large",
  },
  {
    what: "a body of a type no route takes",
    method: "POST",
    url: () => "/api/sessions",
    headers: () => ({ "content-type": "application/xml" }),
    payload: "<hello/>",
    code: "unsupported_media_type",
  },
  {
    what: "an empty password",
    method: "POST",
    url: () => "/api/sessions",
    payload: { email: "a@b.co", password: "" },
    code: "bad_request",
  },
  {
    what: "a wrong password",
    method: "POST",
    url: () => "/api/sessions",
    payload: { email: "nobody@example.com", password: "wrong" },
    code: "unauthorized",
  },
  {
    what: "a registration with a bad name",
    method: "POST",
    url: () => "/api/public/accounts",
    payload: { firstName: "1", lastName: "Fan", email: "new@example.com", password: "long enough password" },
    code: "invalid_registration",
  },
  {
    what: "a common password",
    method: "POST",
    url: () => "/api/public/accounts",
    payload: { firstName: "New", lastName: "Fan", email: "new@example.com", password: "password123" },
    code: "weak_password",
  },
  {
    what: "a new password too short",
    method: "PUT",
    url: () => "/api/accounts/me/password",
    headers: () => fan.headers,
    payload: { currentPassword: "correct horse battery", newPassword: "short" },
    code: "password_too_short",
  },
  { what: "a visitor at an editor's route", url: documents, code: "unauthorized" },
  { what: "a fan at an editor's route", url: documents, headers: () => fan.headers, code: "forbidden" },
  { what: "another artist's editor", url: documents, headers: () => otherEditor.headers, code: "forbidden" },
  { what: "a fan of no artist logging out without a token", method: "DELETE", url: () => "/api/sessions", code: "unauthorized" },
  {
    what: "a comment on no post",
    method: "POST",
    url: () => "/api/public/comments",
    headers: () => fan.headers,
    payload: { entityId: "nope", entityType: "post", content: "Hi" },
    code: "not_found",
  },
  {
    what: "an invalid document",
    method: "PUT",
    url: () => `${documents()}/home`,
    headers: () => editor.headers,
    payload: { document: { kind: "page" } },
    code: "invalid_document",
  },
  {
    what: "a page at a screen's path",
    method: "PUT",
    url: () => `${documents()}/music-page`,
    headers: () => editor.headers,
    payload: page("music-page", "/music"),
    code: "reserved_path",
  },
  {
    what: "a page under another id than its address",
    method: "PUT",
    url: () => `${documents()}/elsewhere`,
    headers: () => editor.headers,
    payload: page("about", "/about"),
    code: "bad_request",
  },
  {
    what: "a page saved again without its version",
    method: "PUT",
    url: () => `${documents()}/saved`,
    headers: () => editor.headers,
    payload: page("saved", "/saved"),
    setup: () => savePage("saved", "/saved"),
    code: "document_conflict",
  },
  {
    what: "a page at another page's path",
    method: "PUT",
    url: () => `${documents()}/second`,
    headers: () => editor.headers,
    payload: page("second", "/first"),
    setup: () => savePage("first", "/first"),
    code: "conflict",
  },
  {
    what: "joining a paid tier",
    method: "PUT",
    url: () => "/api/accounts/me/membership",
    headers: () => fan.headers,
    payload: { membershipTierId: "paid-tier" },
    setup: () => createTier(server.context.db, { id: "paid-tier", profileId: server.profile.id, name: "Paid", priceMonthly: 5 }),
    code: "payment_required",
  },
  {
    what: "a tier including a tier the artist does not have",
    method: "POST",
    url: () => `/api/profiles/${server.profile.id}/membership-tiers`,
    headers: () => editor.headers,
    payload: { ...FREE_TIER, name: "Thief", includesTierIds: ["no-such-tier"] },
    code: "tier_include_invalid",
  },
  {
    what: "a free tier including a paid one, not confirmed",
    method: "POST",
    url: () => `/api/profiles/${server.profile.id}/membership-tiers`,
    headers: () => editor.headers,
    payload: { ...FREE_TIER, name: "Free riders", includesTierIds: ["paid-tier-included"] },
    setup: () => createTier(server.context.db, { id: "paid-tier-included", profileId: server.profile.id, name: "Paid", priceMonthly: 5 }),
    code: "free_tier_includes_paid",
  },
  {
    what: "deleting a site document never saved",
    method: "DELETE",
    url: () => `${documents()}/site`,
    headers: () => editor.headers,
    code: "not_found",
  },
  {
    what: "a media item that is not there",
    method: "PATCH",
    url: () => `/api/profiles/${server.profile.id}/media/nothing`,
    headers: () => editor.headers,
    payload: { title: "T" },
    code: "not_found",
  },
  {
    what: "a media address that is not one",
    method: "POST",
    url: () => `/api/profiles/${server.profile.id}/media`,
    headers: () => editor.headers,
    payload: { url: "javascript:alert(1)", size: 1, name: "x", type: "image", parent: "website" },
    code: "bad_request",
  },
  {
    what: "an upload link that was never signed",
    method: "PUT",
    url: () => `/api/uploads/abc?profileId=${server.profile.id}&expires=4000000000&signature=${"a".repeat(43)}`,
    headers: () => ({ "content-type": "image/png" }),
    payload: "png",
    code: "forbidden",
  },
  { what: "a private file without its link", url: () => `/media/private/${server.profile.id}/x/file.png`, code: "media_link_missing" },
  { what: "a public file that is not there", url: () => `/media/${server.profile.id}/nothing.png`, code: "not_found" },
  {
    what: "a gift link never issued",
    method: "POST",
    url: () => "/api/public/gifts/check",
    payload: { token: "no-such-token-no-such-token-000" },
    code: "gift_link_invalid",
  },
  {
    what: "a list join's confirmation link never issued",
    method: "POST",
    url: () => "/api/public/email-lists/confirm",
    payload: { token: "no-such-token-no-such-token-000" },
    code: "confirm_link_invalid",
  },
  {
    what: "an unsubscribe link not signed here",
    method: "POST",
    url: () => "/api/public/unsubscribe",
    payload: { token: "bm90LXNpZ25lZA.c2lnbmF0dXJl" },
    code: "unsubscribe_link_invalid",
  },
  {
    what: "a one-click unsubscribe of a link not signed here",
    method: "POST",
    url: () => "/unsubscribe/bm90LXNpZ25lZA.c2lnbmF0dXJl",
    headers: () => ({ "content-type": "application/x-www-form-urlencoded" }),
    payload: "List-Unsubscribe=One-Click",
    code: "unsubscribe_link_invalid",
  },
  {
    what: "a vote in no poll",
    method: "POST",
    url: () => "/api/public/polls/nope/votes",
    headers: () => fan.headers,
    payload: { optionUid: "abcde" },
    code: "not_found",
  },
  {
    what: "joining a membership tier that is not there",
    method: "PUT",
    url: () => "/api/accounts/me/membership",
    headers: () => fan.headers,
    payload: { membershipTierId: "nope" },
    code: "not_found",
  },
  {
    what: "joining an email list that is not there",
    method: "POST",
    url: () => "/api/public/email-lists/join",
    payload: { email: "fan@example.com", emailListId: "nope" },
    code: "not_found",
  },
  {
    what: "joining an email list without an address",
    method: "POST",
    url: () => "/api/public/email-lists/join",
    payload: { email: " ", emailListId: "nope" },
    code: "bad_request",
  },
];

describe("every error the API sends", () => {
  it.each(BAD_REQUESTS)("has a code of the catalogue: $what", async ({ method = "GET", url, headers, payload, setup, code }) => {
    await setup?.();
    const response = await server.app.inject({
      method,
      url: url(),
      headers: headers?.() ?? {},
      ...(payload === undefined ? {} : { payload: typeof payload === "string" ? payload : (payload as Record<string, unknown>) }),
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    const body = response.json() as { code?: unknown; message?: unknown };
    expect(isApiErrorCode(body.code), response.body).toBe(true);
    expect(typeof body.message === "string" && body.message.trim() !== "", response.body).toBe(true);
    expect(body.code, response.body).toBe(code);
  });
});
