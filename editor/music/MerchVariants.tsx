import { PRODUCT_OPTION_LIMITS, productOptionSchema, skuSchema } from "../../schema/entities/catalogue";
import { fieldLimits } from "../../schema/fieldLimits";
import { combinationLabel } from "../../schema/rules/productOptions";
import { AdminField } from "../shell/AdminField";
import { emptyOption, type OptionDraft, optionsOf } from "./merchOptions";
import { variantsFor } from "./merchVariants";
import type { ReleaseDraft, ReleaseDraftProblems, VariantDraft } from "./releaseDraft";

/**
 * A merch product's options, stock alert and variants (issue 36): up to three options with their
 * values, one row per combination with its price, SKU and stock (blank: not counted) and what
 * checkouts hold of it now. Changing the options keeps what was set for the combinations that stay.
 */
export function MerchVariants({
  draft,
  problems,
  onChange,
}: {
  readonly draft: ReleaseDraft;
  readonly problems: ReleaseDraftProblems;
  onChange(changes: Partial<ReleaseDraft>): void;
}) {
  const setOptions = (options: readonly OptionDraft[]) => {
    const variants = variantsFor(optionsOf(options), draft.variants);
    const defaultKey = variants.some((variant) => variant.key === draft.defaultKey) ? draft.defaultKey : (variants[0]?.key ?? "");
    onChange({ options, variants, defaultKey });
  };
  const setOption = (key: string, changes: Partial<OptionDraft>) =>
    setOptions(draft.options.map((option) => (option.key === key ? { ...option, ...changes } : option)));
  const setVariant = (key: string, changes: Partial<VariantDraft>) =>
    onChange({ variants: draft.variants.map((variant) => (variant.key === key ? { ...variant, ...changes } : variant)) });

  return (
    <>
      <fieldset className="studio-admin__benefits">
        <legend>Options</legend>
        <p className="studio-hint">Sizes, colours…: every combination becomes a variant below, with its own price and stock.</p>
        {draft.options.map((option, index) => (
          <div key={option.key} className="studio-admin__inline">
            <AdminField
              label={`Option ${index + 1} name`}
              value={option.name}
              placeholder="Size"
              {...fieldLimits(productOptionSchema.properties.name)}
              onChange={(name) => setOption(option.key, { name })}
            />
            <AdminField
              label={`Option ${index + 1} values (comma-separated)`}
              value={option.valuesText}
              placeholder="S, M, L, XL"
              onChange={(valuesText) => setOption(option.key, { valuesText })}
            />
            <button
              type="button"
              aria-label={`Remove option ${index + 1}`}
              onClick={() => setOptions(draft.options.filter((other) => other !== option))}
            >
              Remove
            </button>
          </div>
        ))}
        {draft.options.length < PRODUCT_OPTION_LIMITS.options ? (
          <button type="button" onClick={() => setOptions([...draft.options, emptyOption()])}>
            Add option
          </button>
        ) : null}
        {problems.options ? (
          <p className="studio-field-error" role="alert">
            {problems.options}
          </p>
        ) : null}
      </fieldset>
      <AdminField
        label="Say 'Only N left' at or under (blank: never)"
        value={draft.lowStockThreshold}
        placeholder="5"
        onChange={(lowStockThreshold) => onChange({ lowStockThreshold })}
        {...(problems.lowStockThreshold ? { problem: problems.lowStockThreshold } : {})}
      />
      <VariantTable draft={draft} problems={problems} setVariant={setVariant} onChange={onChange} />
    </>
  );
}

/** One row per variant: its combination, price, SKU, stock (with what checkouts hold) and whether it is the default. */
function VariantTable({
  draft,
  problems,
  setVariant,
  onChange,
}: {
  readonly draft: ReleaseDraft;
  readonly problems: ReleaseDraftProblems;
  setVariant(key: string, changes: Partial<VariantDraft>): void;
  onChange(changes: Partial<ReleaseDraft>): void;
}) {
  return (
    <div className="studio-table-scroll studio-admin__benefits">
      <table className="studio-admin__table studio-merch-variants">
        <caption>Variants</caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Price ($)</th>
            <th scope="col">SKU</th>
            <th scope="col">Stock</th>
            <th scope="col">Default</th>
          </tr>
        </thead>
        <tbody>
          {draft.variants.map((variant, index) => {
            const name = variant.optionValues.length > 0 ? combinationLabel(variant.optionValues) : `Variant ${index + 1}`;
            const priceProblem = problems.prices?.[variant.key];
            const stockProblem = problems.stock?.[variant.key];
            return (
              <tr key={variant.key}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    aria-label={`Price of ${name} ($)`}
                    value={variant.price}
                    inputMode="decimal"
                    aria-invalid={priceProblem ? true : undefined}
                    onChange={(event) => setVariant(variant.key, { price: event.target.value })}
                  />
                  {priceProblem ? <span className="studio-field-error">{priceProblem}</span> : null}
                </td>
                <td>
                  <input
                    aria-label={`SKU of ${name}`}
                    value={variant.sku}
                    {...fieldLimits(skuSchema)}
                    onChange={(event) => setVariant(variant.key, { sku: event.target.value })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`Stock of ${name}`}
                    value={variant.stock}
                    inputMode="numeric"
                    placeholder="Not counted"
                    aria-invalid={stockProblem ? true : undefined}
                    onChange={(event) => setVariant(variant.key, { stock: event.target.value })}
                  />
                  {variant.held > 0 ? <span className="studio-hint"> {variant.held} held by checkouts</span> : null}
                  {stockProblem ? <span className="studio-field-error">{stockProblem}</span> : null}
                </td>
                <td>
                  <input
                    type="radio"
                    name="default-variant"
                    aria-label={`${name} is the default`}
                    checked={draft.defaultKey === variant.key}
                    onChange={() => onChange({ defaultKey: variant.key })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
