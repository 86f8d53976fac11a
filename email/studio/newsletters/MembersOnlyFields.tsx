import { useId } from "react";
import type { Loaded } from "../../../editor/shell/useLoadedList";
import type { StudioTier } from "../../../schema/api/tiers";
import { isFreeTier } from "../../../schema/rules/membership";
import { membersOnlyText } from "./newsletterText";
import type { SendChoice } from "./sendChoice";

/** The tiers whose members get the 'Members only' parts: the artist's choice, or the paid tiers (the server's default too). */
export function membersOnlyTierIdsOf(choice: SendChoice, tiers: readonly StudioTier[]): readonly string[] {
  return choice.membersOnlyTierIds ?? tiers.filter((tier) => !isFreeTier(tier)).map((tier) => tier.id);
}

/**
 * Who sees the parts of the email marked 'Members only' (issue 30, item 17): a box per tier, the
 * paid ones ticked until the artist changes them, and a sentence saying who gets them. A free
 * tier's members get them only when the artist ticks it.
 */
export function MembersOnlyFields({
  choice,
  tiers,
  onChange,
}: {
  readonly choice: SendChoice;
  readonly tiers: Loaded<readonly StudioTier[]>;
  onChange(patch: Partial<SendChoice>): void;
}) {
  const sentenceId = useId();
  const shown = tiers.state === "ready" ? tiers.value : [];
  const chosen = membersOnlyTierIdsOf(choice, shown);
  const toggle = (id: string, checked: boolean) =>
    onChange({
      membersOnlyTierIds: shown.filter((tier) => (tier.id === id ? checked : chosen.includes(tier.id))).map((tier) => tier.id),
    });

  return (
    <fieldset className="newsletter-form__group" aria-describedby={sentenceId}>
      <legend>Who sees 'Members only' parts</legend>
      {shown.map((tier) => (
        <MembersOnlyCheckbox
          key={tier.id}
          tier={tier}
          checked={chosen.includes(tier.id)}
          onChange={(checked) => toggle(tier.id, checked)}
        />
      ))}
      <p id={sentenceId} className="studio-hint">
        {membersOnlyText(shown.filter((tier) => chosen.includes(tier.id)).map((tier) => tier.name))}
      </p>
    </fieldset>
  );
}

function MembersOnlyCheckbox({ tier, checked, onChange }: { tier: StudioTier; checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className="newsletter-form__option">
      <input type="checkbox" id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>
        {tier.name} {isFreeTier(tier) ? "(free)" : "(paid)"}
      </label>
    </div>
  );
}
