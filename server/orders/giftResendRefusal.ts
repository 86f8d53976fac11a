import { type HttpError, httpError } from "../http/httpError";
import type { GiftResendOutcome } from "./resendGift";

/** The answer to a resend that did not happen, for the buyer (the site) or the artist (the studio). */
export function giftResendRefusal(outcome: Extract<GiftResendOutcome, { ok: false }>, asker: "buyer" | "artist"): HttpError {
  switch (outcome.reason) {
    case "no-such-gift":
      return httpError("not_found", "gift");
    case "not-paid":
      return httpError("order_not_paid", "giftResend", outcome.current);
    case "refunded":
      return httpError("gift_withdrawn", "refunded");
    case "held":
      return httpError("gift_held", asker === "buyer" ? "forBuyer" : "forArtist");
    case "claimed":
      return httpError("gift_claimed", "taken");
  }
}
