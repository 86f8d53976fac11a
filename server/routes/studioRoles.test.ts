import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EditorRole } from "../../schema/api/accounts";
import { EDITOR_ROLES } from "../../schema/api/accounts";
import { roleAllows } from "../http/studioRoles";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/**
 * Every studio route × every role of the team (issue 35, item 5): the least role each route
 * answers, written out here, so a new route cannot land without someone deciding who may call it.
 * Owners: the team, money (tiers, orders, refunds, a fan's tier), the audience's addresses, the
 * site's name and domains, the outbox (fans' one-time links). Editors: pages, posts, emails, music,
 * events, media. Viewers: every read, but not the exports and look-ups of fans' addresses.
 */
const LEAST_ROLE: Record<string, EditorRole> = {
  "GET /documents": "viewer",
  "GET /documents/{documentId}": "viewer",
  "PUT /documents/{documentId}": "editor",
  "DELETE /documents/{documentId}": "editor",
  "POST /documents/{documentId}/publish": "editor",
  "GET /media": "viewer",
  "POST /media": "editor",
  "PATCH /media/{mediaId}": "editor",
  "DELETE /media/{mediaId}": "editor",
  "GET /media/{mediaId}/usages": "viewer",
  "GET /email-lists": "viewer",
  "POST /email-lists": "owner",
  "GET /fans": "viewer",
  "GET /fans.csv": "editor",
  "GET /members": "editor",
  "PUT /members/{accountId}/membership": "owner",
  "GET /events": "viewer",
  "POST /events": "editor",
  "PUT /events/{eventId}": "editor",
  "DELETE /events/{eventId}": "editor",
  "GET /domains": "viewer",
  "POST /domains": "owner",
  "POST /domains/{domain}/check": "owner",
  "PUT /primary-address": "owner",
  "DELETE /domains/{domain}": "owner",
  "GET /redirects": "viewer",
  "PUT /redirects": "editor",
  "DELETE /redirects": "editor",
  "POST /redirects/import": "editor",
  "POST /imports": "owner",
  "GET /imports": "owner",
  "POST /imports/{importId}/undo": "owner",
  "POST /artist-exports": "owner",
  "GET /artist-exports": "owner",
  "POST /artist-exports/{exportId}/link": "owner",
  "POST /videos/web-copy": "editor",
  "GET /videos/web-copy": "viewer",
  "GET /name-and-address": "viewer",
  "PUT /name-and-address": "owner",
  "GET /membership-tiers": "viewer",
  "POST /membership-tiers": "owner",
  "PUT /membership-tiers/{tierId}": "owner",
  "DELETE /membership-tiers/{tierId}": "owner",
  "PUT /membership-tiers/order": "owner",
  "PUT /email-lists/{emailListId}": "owner",
  "DELETE /email-lists/{emailListId}": "owner",
  "GET /email-lists/{emailListId}/subscribers": "viewer",
  "DELETE /email-lists/{emailListId}/subscribers": "owner",
  "GET /email-lists/{emailListId}/subscribers.csv": "editor",
  "POST /email-lists/{emailListId}/subscribers/import": "owner",
  "GET /releases": "viewer",
  "POST /releases": "editor",
  "GET /releases/{releaseId}": "viewer",
  "PUT /releases/{releaseId}": "editor",
  "DELETE /releases/{releaseId}": "editor",
  "GET /releases/{releaseId}/announcement": "viewer",
  "POST /releases/{releaseId}/announcement/audience": "viewer",
  "PUT /releases/{releaseId}/announcement": "editor",
  "POST /releases/{releaseId}/announcement/email": "editor",
  "DELETE /releases/{releaseId}/announcement": "editor",
  "GET /followers": "viewer",
  "POST /track-audio": "editor",
  "POST /track-audio/states": "viewer",
  "POST /track-audio/retry": "editor",
  "GET /posts": "viewer",
  "POST /posts": "editor",
  "PUT /posts/{postId}": "editor",
  "DELETE /posts/{postId}": "editor",
  "PUT /posts/{postId}/status": "editor",
  "GET /posts/{postId}/comments": "viewer",
  "PATCH /posts/{postId}/comments/{commentId}": "editor",
  "DELETE /posts/{postId}/comments/{commentId}": "editor",
  "GET /posts/{postId}/email": "viewer",
  "POST /post-email-audience": "viewer",
  "PUT /posts/{postId}/email": "editor",
  "DELETE /posts/{postId}/email": "editor",
  "GET /welcome-emails": "viewer",
  "PUT /welcome-emails/{kind}/{triggerId}": "editor",
  "DELETE /welcome-emails/{kind}/{triggerId}": "editor",
  "GET /comments": "viewer",
  "POST /comments/{commentId}/approve": "editor",
  "GET /comment-blocks": "viewer",
  "PUT /comment-blocks/{accountId}": "editor",
  "DELETE /comment-blocks/{accountId}": "editor",
  "GET /messages": "viewer",
  "GET /messages/unread": "viewer",
  "PUT /messages/{messageId}/read": "editor",
  "DELETE /messages/{messageId}": "editor",
  "GET /comment-filter-words": "viewer",
  "PUT /comment-filter-words": "editor",
  "GET /editor/artists": "viewer",
  "POST /emails/{documentId}/test": "editor",
  "POST /newsletters/audience": "viewer",
  "POST /newsletters": "editor",
  "GET /newsletters": "viewer",
  "GET /newsletters/{sendId}": "viewer",
  "POST /newsletters/{sendId}/cancel": "editor",
  "GET /orders": "viewer",
  "GET /membership-payments": "viewer",
  "GET /orders/{orderId}": "viewer",
  "GET /orders/imported": "viewer",
  "POST /orders/{orderId}/status": "owner",
  "POST /orders/{orderId}/gifts/{position}/resend": "owner",
  "POST /orders/{orderId}/refund": "owner",
  "GET /orders/packing-slips": "editor",
  "GET /orders/{orderId}/packing-slip": "editor",
  "GET /orders/to-ship.csv": "editor",
  "PUT /orders/{orderId}/shipping-address": "owner",
  "GET /outbox": "owner",
  "GET /outbox/{messageId}": "owner",
  "GET /home": "viewer",
  "GET /analytics": "viewer",
  "GET /analytics/live": "viewer",
  "GET /email-tracking": "viewer",
  "PUT /email-tracking": "editor",
  "GET /team": "viewer",
  "POST /team/invitations": "owner",
  "DELETE /team/invitations/{invitationId}": "owner",
  "PUT /team/members/{editorId}": "owner",
  "GET /audit-log": "owner",
  // Removing someone else is an owner's; leaving, anyone's (team.test.ts).
  "DELETE /team/members/{editorId}": "owner",
  // Issue 35, item 7: each member's own two-step sign-in, whatever their role; the team's requirement, an owner's.
  "GET /account/two-factor": "viewer",
  "POST /account/two-factor/setup": "viewer",
  "POST /account/two-factor/confirm": "viewer",
  "POST /account/two-factor/recovery-codes": "viewer",
  "POST /account/two-factor/disable": "viewer",
  "PUT /team/two-factor": "owner",
  "GET /account/passkeys": "viewer",
  "POST /account/passkeys/options": "viewer",
  "POST /account/passkeys": "viewer",
  "DELETE /account/passkeys/{passkeyId}": "viewer",
  // Issue 36, item 6: download codes. Making and voiding batches is editors' work, as releases are;
  // the codes themselves (sheet, CSV) are free copies of a release, so not for viewers; who redeemed, a read.
  "GET /download-codes": "viewer",
  "POST /download-codes": "editor",
  "POST /download-codes/{batchId}/void": "editor",
  "GET /download-codes/{batchId}/codes": "editor",
  "GET /download-codes/{batchId}/codes.csv": "editor",
  "GET /download-codes/{batchId}/redemptions": "viewer",
  // Webhooks (issue 40, item 4): owners only, as an endpoint receives orders and fans' addresses.
  "GET /webhooks": "owner",
  "POST /webhooks": "owner",
  "PUT /webhooks/{endpointId}": "owner",
  "DELETE /webhooks/{endpointId}": "owner",
  "GET /webhooks/{endpointId}/secret": "owner",
  "POST /webhooks/{endpointId}/secret": "owner",
  "GET /webhooks/{endpointId}/deliveries": "owner",
  "GET /webhooks/{endpointId}/deliveries/{deliveryId}/attempts": "owner",
  "POST /webhooks/{endpointId}/deliveries/{deliveryId}/replay": "owner",
  // Issue 36, item 7: discount codes, made and ended by editors, read by everyone.
  "GET /discount-codes": "viewer",
  "POST /discount-codes": "editor",
  "PUT /discount-codes/{codeId}": "editor",
  "POST /discount-codes/{codeId}/end": "editor",
  // Issue 36, item 3: shipping zones, set by editors, read by everyone.
  "GET /shipping-zones": "viewer",
  "PUT /shipping-zones": "editor",
  // Issue 40, item 5: API keys open the artist's data to scripts, so they are owners' alone.
  "GET /api-keys": "owner",
  "POST /api-keys": "owner",
  "DELETE /api-keys/{keyId}": "owner",
};

type Operation = { requestBody?: unknown };

let server: TestServer;
let headersOf: Record<EditorRole, Record<string, string>>;
let routes: { key: string; method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  server = await createTestServer();
  headersOf = {} as Record<EditorRole, Record<string, string>>;
  for (const role of EDITOR_ROLES) headersOf[role] = (await createTestEditor(server, server.profile.id, role)).headers;
  const document = (await server.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/profiles/{profileId}"))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path.slice("/api/profiles/{profileId}".length)}`,
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
}, 60_000);
afterAll(() => server.close());

describe("the studio's routes by the team's roles", () => {
  it("are every one of them in the table of least roles, and the table names no route that is gone", () => {
    expect(routes.map((route) => route.key).sort()).toEqual(Object.keys(LEAST_ROLE).sort());
  });

  it("refuse a role below the route's with 403 role_required before the body is read, and let every other role through", async () => {
    let refused = 0;
    for (const { key, method, path, operation } of routes) {
      // Ids that name nothing: what a role may do reaches validation or 'not found', never a change.
      const url = path.replace(/\{(\w+)\}/g, (_whole, name: string) => (name === "profileId" ? server.profile.id : "nothingNamedThis"));
      for (const role of EDITOR_ROLES) {
        const response = await server.app.inject({
          method: method as "GET",
          url,
          headers: headersOf[role],
          ...(operation.requestBody ? { payload: { not: "valid" } } : {}),
        });
        const least = LEAST_ROLE[key] ?? "owner";
        const code = response.statusCode === 403 ? (response.json() as { code: string }).code : null;
        if (roleAllows(role, least)) {
          expect(code, `${role} ${key}: ${response.body.slice(0, 200)}`).not.toBe("role_required");
          expect(response.statusCode, `${role} ${key}`).toBeLessThan(500);
        } else {
          expect([response.statusCode, code], `${role} ${key}: ${response.body.slice(0, 200)}`).toEqual([403, "role_required"]);
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(40);
  });

  it("refuse a viewer's upload link, as any of a viewer's changes", async () => {
    const payload = { profileId: server.profile.id, fileName: "cover.png" };
    const asViewer = await server.app.inject({ method: "POST", url: "/api/uploads/presigned-url", headers: headersOf.viewer, payload });
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json()).toMatchObject({ code: "role_required", reason: "viewer" });
    const asEditor = await server.app.inject({ method: "POST", url: "/api/uploads/presigned-url", headers: headersOf.editor, payload });
    expect(asEditor.statusCode).toBe(200);
  });
});
