import { Link } from "wouter";
import type { MembershipTier } from "../../../schema/entities/membership";
import { longDay } from "./membershipChangeWords";

/** A move to a cheaper tier, scheduled for the end of the period the fan paid for. */
export function PaidTierScheduled({ tier, currentName, on }: { tier: MembershipTier; currentName?: string; on: string }) {
  return (
    <aside className="checkout-notice" aria-labelledby="paid-join-title">
      <h2 className="checkout-notice__title" id="paid-join-title">
        You move to {tier.name} on {longDay(on)}
      </h2>
      <p role="status">You keep {currentName} until then, as paid for. Your account page shows the change.</p>
      <Link href="/account" className="bl-button bl-button--primary">
        Your account
      </Link>
    </aside>
  );
}

/** The fan is on the tier: just now (`justJoined`, announced), or already when they came. */
export function PaidTierMember({ tier, justJoined }: { tier: MembershipTier; justJoined: boolean }) {
  return (
    <aside className="checkout-notice" aria-labelledby="paid-join-title">
      <h2 className="checkout-notice__title" id="paid-join-title">
        {justJoined ? `You are now on ${tier.name}` : `You are on ${tier.name}`}
      </h2>
      <p role={justJoined ? "status" : undefined}>
        Its posts are open to you now. Your account page shows your membership and its renewal.
      </p>
      <Link href="/members" className="bl-button bl-button--primary">
        Read the posts
      </Link>
    </aside>
  );
}
