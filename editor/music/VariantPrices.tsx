import { AdminField } from "../shell/AdminField";
import { emptyVariant, type ReleaseDraft, type VariantDraft } from "./releaseDraft";

/** The release's prices: one per variant (a download, a vinyl…), one of them the default, each fixed or pay-what-you-want. */
export function VariantPrices({
  draft,
  problems,
  onChange,
}: {
  readonly draft: ReleaseDraft;
  readonly problems: Readonly<Record<string, string>>;
  onChange(changes: Partial<ReleaseDraft>): void;
}) {
  const setVariant = (key: string, changes: Partial<VariantDraft>) =>
    onChange({ variants: draft.variants.map((variant) => (variant.key === key ? { ...variant, ...changes } : variant)) });
  const several = draft.variants.length > 1;
  return (
    <fieldset className="studio-admin__benefits">
      <legend>Price</legend>
      {draft.variants.map((variant, index) => (
        <div key={variant.key} className="studio-admin__inline">
          <AdminField
            label={several ? `Price of variant ${index + 1} ($)` : "Price ($)"}
            value={variant.price}
            placeholder="0"
            onChange={(price) => setVariant(variant.key, { price })}
            {...(problems[variant.key] ? { problem: problems[variant.key] } : {})}
          />
          <label>
            <input
              type="checkbox"
              checked={variant.payWhatYouWant}
              onChange={(event) => setVariant(variant.key, { payWhatYouWant: event.target.checked })}
            />{" "}
            Pay what you want (the price is the minimum)
          </label>
          {several ? (
            <>
              <label>
                <input
                  type="radio"
                  name="default-variant"
                  checked={draft.defaultKey === variant.key}
                  onChange={() => onChange({ defaultKey: variant.key })}
                />{" "}
                Default
              </label>
              <button
                type="button"
                aria-label={`Remove variant ${index + 1}`}
                disabled={draft.defaultKey === variant.key}
                onClick={() => onChange({ variants: draft.variants.filter((other) => other.key !== variant.key) })}
              >
                Remove
              </button>
            </>
          ) : null}
        </div>
      ))}
      <button
        type="button"
        disabled={draft.variants.length >= 20}
        onClick={() => onChange({ variants: [...draft.variants, emptyVariant()] })}
      >
        Add variant
      </button>
    </fieldset>
  );
}
