import type { BlockViewProps } from "../../runtime/blockRegistry";
import { useInterpreter } from "../../runtime/interpreter/InterpreterContext";
import { useSiteLink } from "../../runtime/interpreter/useSiteLink";
import type { MembershipTier } from "../../schema/entities/membership";
import { joinHref, tierPriceLines } from "./prices";

function JoinLink({ href }: { readonly href: string }) {
  const onClick = useSiteLink(href);
  return (
    <a className="bl-button bl-button--primary" href={href} onClick={onClick}>
      Join
    </a>
  );
}

/** The Membership Section block: every tier with its prices and benefits, and a way to join. */
export function MembershipSection({ props, data }: BlockViewProps<"MembershipSection">) {
  const { viewer } = useInterpreter();
  const tiers = data.tiers?.status === "ready" ? (data.tiers.value as MembershipTier[]) : null;
  return (
    <section className="bl-section bl-membership" id="membership">
      <h2 className="bl-section__title">{props.title}</h2>
      {props.description ? <p className="bl-section__empty">{props.description}</p> : null}
      {tiers === null ? (
        <p className="bl-section__empty">{data.tiers?.status === "error" ? "The membership tiers could not be loaded." : ""}</p>
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
                <p className="bl-tier__current">You are currently on this tier</p>
              ) : (
                <JoinLink href={joinHref(tier.id, viewer.loggedIn)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
