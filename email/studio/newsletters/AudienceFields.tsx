import { useId } from "react";
import type { EmailListOption } from "../../../blocks/settings/types";
import { ListStates } from "../../../editor/shell/ListStates";
import type { Loaded } from "../../../editor/shell/useLoadedList";
import type { StudioTier } from "../../../schema/api/tiers";
import type { SendChoice } from "./sendChoice";

/**
 * Who a newsletter goes to (issue 19): the confirmed subscribers of one email list, or the members
 * of the tiers ticked. Choosing a list or ticking a tier picks its option too.
 */
export function AudienceFields({
  choice,
  onChange,
  lists,
  tiers,
}: {
  readonly choice: SendChoice;
  onChange(patch: Partial<SendChoice>): void;
  readonly lists: Loaded<readonly EmailListOption[]>;
  readonly tiers: Loaded<readonly StudioTier[]>;
}) {
  const name = useId();
  const listOption = useId();
  const listSelect = useId();
  const tiersOption = useId();
  const shownLists = lists.state === "ready" ? lists.value : [];
  const shownTiers = tiers.state === "ready" ? tiers.value : [];
  const toggleTier = (id: string, checked: boolean) =>
    onChange({
      audience: "tiers",
      tierIds: checked ? [...choice.tierIds, id] : choice.tierIds.filter((tierId) => tierId !== id),
    });

  return (
    <fieldset className="newsletter-form__group">
      <legend>Send to</legend>
      <div className="newsletter-form__option">
        <input
          type="radio"
          id={listOption}
          name={name}
          checked={choice.audience === "list"}
          onChange={() => onChange({ audience: "list" })}
        />
        <label htmlFor={listOption}>Subscribers of an email list</label>
      </div>
      <div className="newsletter-form__nested">
        <ListStates
          list={lists}
          loading="Loading the email lists…"
          empty={shownLists.length === 0 ? "You have no email list yet." : null}
        />
        {shownLists.length > 0 ? (
          <>
            <label htmlFor={listSelect}>Email list</label>
            <select
              id={listSelect}
              value={choice.emailListId}
              onChange={(event) => onChange({ audience: "list", emailListId: event.target.value })}
            >
              <option value="">Choose a list</option>
              {shownLists.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>
      <div className="newsletter-form__option">
        <input
          type="radio"
          id={tiersOption}
          name={name}
          checked={choice.audience === "tiers"}
          onChange={() => onChange({ audience: "tiers" })}
        />
        <label htmlFor={tiersOption}>Members of tiers</label>
      </div>
      <div className="newsletter-form__nested">
        <ListStates list={tiers} loading="Loading the tiers…" empty={shownTiers.length === 0 ? "You have no membership tier yet." : null} />
        {shownTiers.length > 0 ? (
          <fieldset className="newsletter-form__group">
            <legend>Tiers</legend>
            {shownTiers.map((tier) => (
              <TierCheckbox
                key={tier.id}
                tier={tier}
                checked={choice.tierIds.includes(tier.id)}
                onChange={(checked) => toggleTier(tier.id, checked)}
              />
            ))}
          </fieldset>
        ) : null}
      </div>
    </fieldset>
  );
}

function TierCheckbox({ tier, checked, onChange }: { tier: StudioTier; checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className="newsletter-form__option">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        aria-describedby={`${id}-members`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{tier.name}</label>
      <span id={`${id}-members`} className="studio-hint">
        {tier.members === 1 ? "1 member" : `${tier.members} members`}
      </span>
    </div>
  );
}
