import { MAX_TIER_BENEFITS, tierInputSchema } from "../../schema/api/tiers";
import { fieldLimits } from "../../schema/fieldLimits";
import { benefitKey, type TierDraft } from "./tierDraft";

type Benefits = TierDraft["benefits"];

/** A tier's benefits as lines: added, written, moved up or down, removed (issue 17). */
export function TierBenefitsField({
  benefits,
  problem,
  onChange,
}: {
  readonly benefits: Benefits;
  readonly problem?: string;
  onChange(benefits: Benefits): void;
}) {
  const move = (index: number, by: -1 | 1) => {
    const next = [...benefits];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };

  return (
    <fieldset className="studio-admin__benefits">
      <legend>Benefits</legend>
      {benefits.length === 0 ? <p className="studio-hint">No benefits yet.</p> : null}
      <ol>
        {benefits.map((benefit, index) => (
          <li key={benefit.key}>
            <input
              aria-label={`Benefit ${index + 1}`}
              value={benefit.title}
              {...fieldLimits(tierInputSchema.properties.benefits.items.properties.title)}
              onChange={(event) =>
                onChange(benefits.map((other) => (other.key === benefit.key ? { ...other, title: event.target.value } : other)))
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
              onClick={() => onChange(benefits.filter((other) => other.key !== benefit.key))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      {problem ? <p className="studio-field-error">{problem}</p> : null}
      <button
        type="button"
        disabled={benefits.length >= MAX_TIER_BENEFITS}
        onClick={() => onChange([...benefits, { key: benefitKey(), title: "" }])}
      >
        Add benefit
      </button>
    </fieldset>
  );
}
