import { useInterpreter } from "../../runtime/interpreter/InterpreterContext";
import { useSiteLink } from "../../runtime/interpreter/useSiteLink";
import type { PageBlockViewProps } from "../pageBlock";
import { joinHref, tierPriceLines } from "./prices";

function JoinLink({ href, label }: { readonly href: string; readonly label: string }) {
  const onClick = useSiteLink(href);
  return (
    <a className="bl-button bl-button--primary" href={href} onClick={onClick}>
      {label}
    </a>
  );
}

/** What the block loads: the artist's membership tiers. */
export type MembershipSectionNeeds = { readonly tiers: "membershipTiers" };

/**
 * The Membership Section block: every tier with its prices and benefits, and a way to join. A
 * member sees which tier they are on ('You are currently on this tier') and, on the others, a way
 * to change to that tier instead of 'Join'; one on it without paying ('Complimentary membership')
 * is offered to subscribe to it. Without a tier it is not shown on the site.
 */
export function MembershipSection({ props, data, mode }: PageBlockViewProps<"MembershipSection", MembershipSectionNeeds>) {
  const { viewer } = useInterpreter();
  const tiers = data.tiers.status === "ready" ? data.tiers.value : null;
  const current = tiers?.find((tier) => tier.id === viewer.membershipTierId);
  // No tier to join: an empty section on the site says nothing a fan can act on.
  if (mode === "view" && tiers?.length === 0) return null;
  return (
    <section className="bl-section bl-membership" id="membership">
      <h2 className="bl-section__title">{props.title}</h2>
      {props.description ? <p className="bl-section__empty">{props.description}</p> : null}
      {current ? <p className="bl-membership__current">You are a member on the {current.name} tier.</p> : null}
      {tiers === null ? (
        <p className="bl-section__empty">{data.tiers.status === "error" ? "The membership tiers could not be loaded." : ""}</p>
      ) : (
        <ul className="bl-tiers">
          {tiers.map((tier) => (
            <li className="bl-tier" key={tier.id}>
              <h3 className="bl-tier__name">{tier.name}</h3>
              {tierPriceLines(tier).map((line) => (
                <p className="bl-tier__price" key={line}>
                  {line}
                </p>
              ))}
              <ul className="bl-tier__benefits">
                {tier.benefits.map((benefit) => (
                  <li key={benefit.id}>{benefit.title}</li>
                ))}
              </ul>
              {viewer.membershipTierId === tier.id ? (
                <>
                  <p className="bl-tier__current">You are currently on this tier</p>
                  {viewer.complimentary ? (
                    // Given without payment (a patron brought from Patreon), it lasts until they subscribe here.
                    <>
                      <p className="bl-tier__complimentary">Complimentary membership</p>
                      <JoinLink href={joinHref(tier.id, viewer.loggedIn)} label="Subscribe" />
                    </>
                  ) : null}
                </>
              ) : (
                <JoinLink href={joinHref(tier.id, viewer.loggedIn)} label={current ? "Switch to this tier" : "Join"} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
