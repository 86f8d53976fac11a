import { useId } from "react";
import { tierPriceLines } from "../../blocks/membershipSection/prices";
import type { StudioTier } from "../../schema/api/tiers";
import { isFreeTier } from "../../schema/rules/membership";
import { includedIds, isFreeDraft, type TierDraft } from "./tierDraft";

/**
 * "Includes the posts of…" (issue 30): a box per other tier, ticked for those whose posts this
 * tier's members also read. A new tier's boxes follow its price (the cheaper tiers) until the
 * artist ticks one. Ticking a paid tier on a free one asks for a confirmation in words first
 * (`onAsk`; the form shows the dialog outside itself, since a dialog's form may not sit in another).
 */
export function TierIncludesField({
  draft,
  others,
  problem,
  onChange,
  onAsk,
}: {
  readonly draft: TierDraft;
  /** The artist's other tiers, in their order. */
  readonly others: readonly StudioTier[];
  readonly problem?: string;
  onChange(patch: Pick<TierDraft, "includesTierIds">): void;
  /** A paid tier ticked on a free one: the artist must confirm before it is ticked. */
  onAsk(tier: StudioTier): void;
}) {
  const hintId = useId();
  const ticked = includedIds(draft, others);

  const toggle = (tier: StudioTier, checked: boolean) => {
    if (checked && isFreeDraft(draft) && !isFreeTier(tier) && !draft.confirmedPaidIds.includes(tier.id)) {
      onAsk(tier);
      return;
    }
    // Kept in the tiers' order, whatever order they were ticked in.
    const next = others.filter((other) => (other.id === tier.id ? checked : ticked.includes(other.id))).map((other) => other.id);
    onChange({ includesTierIds: next });
  };

  return (
    <fieldset className="studio-admin__benefits" aria-describedby={hintId}>
      <legend>Includes the posts of…</legend>
      <p id={hintId} className="studio-hint">
        Members of this tier also read the posts of the tiers ticked here, and only those.
      </p>
      {others.length === 0 ? <p className="studio-hint">No other tiers yet.</p> : null}
      {others.map((tier) => (
        <div key={tier.id}>
          <label>
            <input type="checkbox" checked={ticked.includes(tier.id)} onChange={(event) => toggle(tier, event.target.checked)} />{" "}
            {tier.name}
          </label>{" "}
          <span className="studio-hint">{tierPriceLines(tier).join(" · ")}</span>
        </div>
      ))}
      {problem ? (
        <p className="studio-field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
