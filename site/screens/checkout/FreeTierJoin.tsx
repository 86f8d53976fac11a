import { useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { useSelector } from "../../../client/ui/useSelector";
import { selectUser } from "../../../machines/auth/authSelectors";
import type { Account } from "../../../schema/api/accounts";
import type { MembershipTier } from "../../../schema/entities/membership";
import { useAuth } from "../../app/session";

/** What joining asks of the server; the site's API by default, a fake in tests. */
export interface MembershipApi {
  setMyMembership(membershipTierId: string | null): Promise<Account>;
}

const SITE_MEMBERSHIP_API: MembershipApi = endpoints;

type Status = { kind: "idle" } | { kind: "busy" } | { kind: "joined" } | { kind: "failed"; message: string };

/**
 * Joining a free tier: no payment, so a logged-in fan joins (or switches to it from their tier)
 * with one button, and its posts open at once. Visitors are asked to sign up or log in first
 * (the summary beside this says so).
 */
export function FreeTierJoin({
  tier,
  tiers,
  api = SITE_MEMBERSHIP_API,
}: {
  tier: MembershipTier;
  tiers: readonly MembershipTier[];
  api?: MembershipApi;
}) {
  const auth = useAuth();
  const user = useSelector(auth, selectUser);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  if (!user) return null;

  const current = tiers.find((candidate) => candidate.id === user.membership.membershipTierId);
  if (status.kind === "joined" || current?.id === tier.id) {
    return (
      <aside className="checkout-notice" aria-labelledby="free-join-title">
        <h2 className="checkout-notice__title" id="free-join-title">
          {status.kind === "joined" ? `You joined ${tier.name}` : `You are on ${tier.name}`}
        </h2>
        <p role={status.kind === "joined" ? "status" : undefined}>Its posts are open to you now.</p>
        <Link href="/members" className="bl-button bl-button--primary">
          Read the posts
        </Link>
      </aside>
    );
  }

  const join = async () => {
    setStatus({ kind: "busy" });
    try {
      const account = await api.setMyMembership(tier.id);
      auth.send({ type: "auth.updateUser", user: account });
      setStatus({ kind: "joined" });
    } catch (error) {
      setStatus({ kind: "failed", message: await apiErrorMessage(error) });
    }
  };
  const action = current ? `Switch to ${tier.name}` : `Join ${tier.name} for free`;
  return (
    <aside className="checkout-notice" aria-labelledby="free-join-title">
      <h2 className="checkout-notice__title" id="free-join-title">
        {tier.name} is free
      </h2>
      <p>
        {current
          ? `You are on ${current.name} now. Switching ends that membership and starts this one at once.`
          : "No payment is needed: join now and its posts open at once."}
      </p>
      {status.kind === "failed" ? (
        <p className="site-form-error" role="alert">
          {status.message}
        </p>
      ) : null}
      <button type="button" className="bl-button bl-button--primary" onClick={join} disabled={status.kind === "busy"}>
        {status.kind === "busy" ? "Joining…" : action}
      </button>
    </aside>
  );
}
