import { useState } from "react";
import type { TierInput } from "../../schema/api/tiers";
import { MAX_TIER_BENEFITS } from "../../schema/api/tiers";
import { AdminField } from "../app/AdminField";
import { AdminForm } from "../app/AdminForm";
import { benefitKey, type TierDraft, tierInputOf } from "./tierDraft";

/**
 * A tier's form (issue 17): its name, monthly and yearly prices (none: free), pay-what-you-want
 * with its minimum, its benefits (added, written, moved, removed), and whether fans see it.
 */
export function TierForm({
  initial,
  heading,
  onSave,
  onCancel,
}: {
  readonly initial: TierDraft;
  readonly heading: string;
  onSave(input: TierInput): Promise<string | null>;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const set =
    <K extends keyof TierDraft>(key: K) =>
    (value: TierDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const benefits = draft.benefits;
  const setBenefits = set("benefits");

  const move = (index: number, by: -1 | 1) => {
    const next = [...benefits];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    setBenefits(next);
  };

  return (
    <AdminForm heading={heading} draft={draft} check={tierInputOf} onSave={onSave} onCancel={onCancel} saveLabel="Save tier">
      {(problems) => (
        <>
          <AdminField label="Name" value={draft.name} maxLength={100} onChange={set("name")} problem={problems.name} />
          <AdminField
            label="Monthly price ($)"
            value={draft.priceMonthly}
            placeholder="Free"
            onChange={set("priceMonthly")}
            problem={problems.priceMonthly}
          />
          <AdminField
            label="Yearly price ($)"
            value={draft.priceYearly}
            placeholder="None"
            onChange={set("priceYearly")}
            problem={problems.priceYearly}
          />
          <div className="studio-admin__field">
            <label>
              <input type="checkbox" checked={draft.payWhatYouWant} onChange={(event) => set("payWhatYouWant")(event.target.checked)} /> Pay
              what you want
            </label>
          </div>
          {draft.payWhatYouWant ? (
            <AdminField
              label="Minimum per month ($)"
              value={draft.payWhatYouWantMinimum}
              placeholder="0"
              onChange={set("payWhatYouWantMinimum")}
              problem={problems.payWhatYouWantMinimum}
            />
          ) : null}
          <div className="studio-admin__field">
            <label>
              <input type="checkbox" checked={draft.hidden} onChange={(event) => set("hidden")(event.target.checked)} /> Hidden from fans
              (members keep it)
            </label>
          </div>
          {problems.prices ? (
            <p className="studio-field-error" role="alert">
              {problems.prices}
            </p>
          ) : null}
          <fieldset className="studio-admin__benefits">
            <legend>Benefits</legend>
            {benefits.length === 0 ? <p className="studio-hint">No benefits yet.</p> : null}
            <ol>
              {benefits.map((benefit, index) => (
                <li key={benefit.key}>
                  <input
                    aria-label={`Benefit ${index + 1}`}
                    value={benefit.title}
                    maxLength={200}
                    onChange={(event) =>
                      setBenefits(benefits.map((other) => (other.key === benefit.key ? { ...other, title: event.target.value } : other)))
                    }
                  />
                  <button type="button" aria-label={`Move benefit ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={`Move benefit ${index + 1} down`}
                    disabled={index === benefits.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove benefit ${index + 1}`}
                    onClick={() => setBenefits(benefits.filter((other) => other.key !== benefit.key))}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ol>
            {problems.benefits ? <p className="studio-field-error">{problems.benefits}</p> : null}
            <button
              type="button"
              disabled={benefits.length >= MAX_TIER_BENEFITS}
              onClick={() => setBenefits([...benefits, { key: benefitKey(), title: "" }])}
            >
              Add benefit
            </button>
          </fieldset>
        </>
      )}
    </AdminForm>
  );
}
