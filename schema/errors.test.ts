import { describe, expect, it } from "vitest";
import {
  API_ERROR_CODES,
  API_ERRORS,
  CLIENT_ERRORS,
  codeForStatus,
  DEFAULT_ERROR_MESSAGE,
  errorBodyOf,
  errorMessage,
  errorMessageOf,
  isApiErrorCode,
  SHARED_MESSAGES_BY_DOMAIN,
} from "./errors";

describe("the error catalogue", () => {
  const clientCodes = Object.keys(CLIENT_ERRORS);

  it("has unique codes, written in snake_case, and the browser's own codes are none of the server's", () => {
    const all = [...API_ERROR_CODES, ...clientCodes];
    expect(new Set(all).size).toBe(all.length);
    // Unique even when - and _ or letter case are mixed up.
    expect(new Set(all.map((code) => code.toLowerCase().replaceAll("-", "_"))).size).toBe(all.length);
    for (const code of all) expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  });

  it("keeps the codes the API has always sent", () => {
    const sentBefore = [
      "bad_host",
      "bad_request",
      "unauthorized",
      "payment_required",
      "forbidden",
      "not_found",
      "conflict",
      "body_too_large",
      "unsupported_media_type",
      "range_not_satisfiable",
      "misdirected_request",
      "rate_limited",
      "internal_error",
      "unavailable",
      "validation_failed",
      "busy",
      "body_too_deep",
      "invalid_json",
      "hostile_input",
      "unknown_host",
      "password_too_short",
      "weak_password",
      "invalid_registration",
      "invalid_document",
      "reserved_path",
      "document_conflict",
      "upload_in_use",
      "media_link_missing",
      "media_link_invalid",
      "media_link_expired",
      // Issue 17: new artists (the operator API) and their owners' one-time password links.
      "invalid_artist",
      "domain_taken",
      "operator_api_off",
      "password_link_invalid",
      "password_link_used",
      "password_link_expired",
      // Issue 18: orders in the studio, their moves and refunds.
      "order_move_not_allowed",
      "order_already_cancelled",
      "order_not_paid",
      "refund_failed",
      // Issue 18: the studio's outbox.
      "outbox_off",
      // Issue 18: gifts' claim links.
      "gift_link_invalid",
      "gift_claimed",
      "gift_withdrawn",
      // Issue 19: consent to newsletters (confirmation and unsubscribe links, the mail provider's reports).
      "confirm_link_invalid",
      "unsubscribe_link_invalid",
      "mail_webhook_off",
      // Issue 30: lists longer and objects wider than a route allows, refused before parsing.
      "body_too_wide",
      // Issue 30: confirmation links that end.
      "confirm_link_expired",
      "confirm_link_used",
      "confirm_link_withdrawn",
      // Issue 30: a tier's includes.
      "tier_include_invalid",
      "free_tier_includes_paid",
      // Issue 30: gifts' limits, held gifts and their resends, fans' confirmed addresses, test sends' recipients.
      "too_many_gifts",
      "gift_recipients_limit",
      "gift_held",
      "email_link_invalid",
      "email_link_expired",
      "test_recipient_not_allowed",
      // Issue 30: registration's links, which sign in once.
      "email_link_used",
      // Issue 30: the test provider's page of something already paid, cancelled or replaced.
      "payment_session_closed",
      // Issue 31: an address name another artist has.
      "slug_taken",
      // Issue 31: custom domains added in the studio.
      "domain_invalid",
      "domain_added",
      "domain_not_verified",
      "domain_limit",
      // Issue 32: what a visitor may not hear, audio still being prepared, buyers' download links.
      "buyers_only",
      "audio_not_ready",
      "download_link_invalid",
      "download_link_expired",
      "download_revoked",
      "download_not_ready",
      // Issue 34, item 10: the studio renames the artist and moves their address name.
      "artist_name_invalid",
      "slug_invalid",
      // Issue 35, item 1: a fan's link to choose a new password.
      "password_reset_invalid",
      "password_reset_used",
      "password_reset_expired",
      // Issue 35, item 2: a fan's change of email address.
      "email_change_invalid",
      "email_change_used",
      "email_change_expired",
      // Issue 35, item 4: a fan's copy of their data, and the deletion of their account.
      "data_export_invalid",
      "data_export_expired",
      "account_deletion_failed",
      "email_taken",
      "role_required",
      "last_owner",
      "team_member_exists",
      "team_full",
      "invitation_invalid",
      "invitation_used",
      "invitation_expired",
      "invitation_wrong_password",
      // Issue 35, item 7: two-step sign-in for studio accounts.
      "two_factor_code_invalid",
      "two_factor_challenge_invalid",
      "two_factor_challenge_expired",
      "two_factor_state",
      "two_factor_setup_required",
      // Issue 35, item 7: passkeys for studio accounts.
      "passkey_invalid",
      "passkey_challenge_invalid",
      "passkey_challenge_expired",
      "passkey_state",
      "passkey_not_found",
      // Issue 36: merch that is no longer left to sell.
      "sold_out",
      // Issue 36, item 6: download codes redeemed by fans, batches voided in the studio.
      "download_code_unknown",
      "download_code_void",
      "download_code_used",
      "download_code_batch_state",
      // Issue 36, item 7: discount codes.
      "discount_code_unknown",
      "discount_code_refused",
      "discount_code_taken",
      "discount_code_in_use",
      // Issue 36, item 3: shipping zones, and carts they cannot ship.
      "shipping_unavailable",
      "shipping_zones_invalid",
      // Issue 36, item 4: packing and re-addressing orders that ship.
      "order_not_shippable",
      // Issue 36, item 5: a pre-order's tracks before the release date.
      "not_released_yet",
      // Issue 37, item 5: a member's private feed after the membership ended.
      "member_feed_ended",
      // Issue 37, item 6: comment moderation.
      "comments_turned_off",
      "comment_already_reported",
      // Issue 38: a newsletter's tracked link, changed or not to a web page.
      "tracked_link_invalid",
      // Issue 40, item 5: API keys.
      "api_key_invalid",
      "api_key_scope",
      "api_key_not_found",
      "api_key_limit",
      // Issue 39, item 7: redirects of an old site's paths.
      "redirect_invalid",
      "redirect_limit",
      // Issue 39, item 1: messages from Contact form blocks.
      "contact_message_invalid",
      "contact_field_unknown",
      // Issue 40, item 3: imports from other platforms.
      "import_format_unknown",
      "import_columns_missing",
      "import_not_undoable",
      // Issue 40, item 4: webhooks.
      "webhook_url_invalid",
      "webhook_limit",
      // Issue 40, item 1: the studio's export of an artist.
      "artist_export_expired",
      "artist_export_busy",
      // Issue 40, item 2: an artist's export imported on another server.
      "artist_import_not_export",
      "artist_import_format_unknown",
      "artist_import_checksum_mismatch",
      "artist_import_file_invalid",
      "artist_import_slug_taken",
      "artist_import_owner_missing",
    ];
    expect([...API_ERROR_CODES].sort()).toEqual([...sentBefore].sort());
  });

  it("gives every code an error status and every message a text", () => {
    for (const code of API_ERROR_CODES) {
      const { status, messages } = API_ERRORS[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      for (const [name, message] of Object.entries(messages)) {
        const text = typeof message === "function" ? (message as (...parts: unknown[]) => string)("x", "y") : message;
        expect(text.trim(), `${code}.${name}`).not.toBe("");
      }
    }
  });

  it("gathers each domain's messages under a shared code without one overwriting another's", () => {
    const named = new Map<string, string>();
    for (const [domain, byCode] of Object.entries(SHARED_MESSAGES_BY_DOMAIN)) {
      for (const [code, messages] of Object.entries(byCode)) {
        for (const [name, message] of Object.entries(messages)) {
          const key = `${code}.${name}`;
          expect(named.get(key), `${key} in ${domain}`).toBeUndefined();
          named.set(key, domain);
          expect((API_ERRORS[code as keyof typeof API_ERRORS].messages as Record<string, unknown>)[name], key).toBe(message);
        }
      }
    }
  });

  it("builds messages from their parts", () => {
    expect(errorMessage("not_found", "post")).toBe("Post not found.");
    expect(errorMessage("not_found", "route", "GET", "/api/nothing")).toBe("Nothing at GET /api/nothing.");
    expect(errorMessage("rate_limited", "tooOften", 30)).toBe("You are doing this too often. Try again in 30 seconds.");
    expect(errorMessage("body_too_large", "file", 20 * 1024 * 1024)).toBe("The file is larger than 20 MB.");
    expect(errorMessage("bad_request", "wrongMediaKind", "video", "image")).toBe("This file is a video, not an image.");
    expect(errorMessage("invalid_document", "parse")).toBe("The document is not valid: it has errors.");
    expect(errorMessage("body_too_deep", "thisRoute", 1)).toBe("The body is nested deeper than this request allows (1 level).");
  });

  it("names a code for every status, from the catalogue", () => {
    for (const status of [400, 401, 402, 403, 404, 409, 413, 415, 416, 421, 429, 500, 503]) {
      expect(API_ERRORS[codeForStatus(status)].status, String(status)).toBe(status);
    }
    // Statuses without a code of their own: the client's mistake, or our fault.
    expect(codeForStatus(405)).toBe("bad_request");
    expect(codeForStatus(502)).toBe("internal_error");
    expect(isApiErrorCode("upload_failed")).toBe(false);
    expect(isApiErrorCode("toString")).toBe(false);
  });
});

describe("an error in words", () => {
  it("is the error's message, else the fallback", () => {
    expect(errorMessageOf(new Error("Post not found."))).toBe("Post not found.");
    expect(errorMessageOf({ message: "From a plain object" })).toBe("From a plain object");
    expect(errorMessageOf(new Error(""))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessageOf(new Error("   "), "The page could not be added.")).toBe("The page could not be added.");
    expect(errorMessageOf("a string", "Something went wrong.")).toBe("Something went wrong.");
    expect(errorMessageOf(null)).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it("reads an error body as the server sends it", () => {
    expect(errorBodyOf({ code: "not_found", message: "Post not found.", extra: 1 })).toEqual({
      code: "not_found",
      message: "Post not found.",
    });
    expect(errorBodyOf({ message: "Unauthorized" })).toEqual({ code: null, message: "Unauthorized" });
    expect(errorBodyOf({ code: "not_found" })).toBeNull();
    expect(errorBodyOf({ code: "not_found", message: "" })).toBeNull();
    expect(errorBodyOf("Not found")).toBeNull();
    expect(errorBodyOf(null)).toBeNull();
  });
});
