import { useId, useState } from "react";
import {
  DISCOUNT_TARGETS,
  type DiscountCodeInput,
  type DiscountKind,
  type DiscountTarget,
  discountCodeTextSchema,
} from "../../schema/api/discountCodes";
import { fieldLimits } from "../../schema/fieldLimits";
import type { DiscountCodesApi } from "../api/discountCodesApi";
import { AdminField } from "../shell/AdminField";
import { AdminForm } from "../shell/AdminForm";
import { type DiscountDraft, discountInputOf, generateDiscountCode } from "./discountDraft";
import { DISCOUNT_TARGET_WORDS } from "./discountWords";
import { TargetPicker } from "./TargetPicker";

/**
 * A discount code's form (issue 36, item 7): the code (typed, or made by Generate), percent or a
 * fixed amount, what it applies to (with a picker for chosen releases or merch and for tiers), its
 * dates on the artist's clock, its limits and minimum order. Once fans have used a code, the
 * server keeps all but its dates and limit as they were, and the form says so.
 */
export function DiscountForm({
  profileId,
  api,
  initial,
  heading,
  used,
  onSave,
  onCancel,
}: {
  readonly profileId: string;
  readonly api: Pick<DiscountCodesApi, "findProducts" | "listTiers">;
  readonly initial: DiscountDraft;
  readonly heading: string;
  /** Fans hold uses of it: only the dates and the limit may change. */
  readonly used: boolean;
  onSave(input: DiscountCodeInput): Promise<string | null>;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const id = useId();
  const set =
    <K extends keyof DiscountDraft>(key: K) =>
    (value: DiscountDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  return (
    <AdminForm heading={heading} draft={draft} check={discountInputOf} onSave={onSave} onCancel={onCancel} saveLabel="Save code">
      {(problems) => (
        <>
          {used ? <p className="studio-hint">Fans have used this code: only its dates and limits can change.</p> : null}
          <AdminField
            label="Code"
            value={draft.code}
            {...fieldLimits(discountCodeTextSchema)}
            onChange={set("code")}
            problem={problems.code}
          />
          <div className="studio-admin__inline">
            <button type="button" onClick={() => set("code")(generateDiscountCode())}>
              Generate
            </button>
          </div>
          <div className="studio-admin__field">
            <label htmlFor={`${id}-kind`}>Type</label>
            <select id={`${id}-kind`} value={draft.kind} onChange={(event) => set("kind")(event.target.value as DiscountKind)}>
              <option value="percent">Percentage off</option>
              <option value="fixed">Fixed amount off</option>
            </select>
          </div>
          <AdminField
            label={draft.kind === "percent" ? "Percentage (1 to 100)" : "Amount off, in dollars"}
            value={draft.amount}
            onChange={set("amount")}
            problem={problems.amount}
          />
          <div className="studio-admin__field">
            <label htmlFor={`${id}-target`}>Applies to</label>
            <select
              id={`${id}-target`}
              value={draft.appliesTo}
              onChange={(event) => set("appliesTo")(event.target.value as DiscountTarget)}
            >
              {DISCOUNT_TARGETS.map((target) => (
                <option key={target} value={target}>
                  {DISCOUNT_TARGET_WORDS[target]}
                </option>
              ))}
            </select>
          </div>
          {draft.appliesTo === "products" || draft.appliesTo === "membership_first_period" ? (
            <TargetPicker
              profileId={profileId}
              api={api}
              what={draft.appliesTo === "products" ? "products" : "tiers"}
              chosen={draft.appliesTo === "products" ? draft.productIds : draft.tierIds}
              onChange={set(draft.appliesTo === "products" ? "productIds" : "tierIds")}
              {...(problems.productIds ? { problem: problems.productIds } : {})}
            />
          ) : null}
          <AdminField label="Starts (empty: now)" type="datetime-local" value={draft.startsAt} onChange={set("startsAt")} />
          <AdminField
            label="Ends (empty: never)"
            type="datetime-local"
            value={draft.endsAt}
            onChange={set("endsAt")}
            problem={problems.endsAt}
          />
          <AdminField
            label="Total uses (empty: no limit)"
            value={draft.usageLimit}
            onChange={set("usageLimit")}
            problem={problems.usageLimit}
          />
          <label className="studio-admin__inline">
            <input type="checkbox" checked={draft.oncePerFan} onChange={(event) => set("oncePerFan")(event.target.checked)} />
            One use per fan
          </label>
          <AdminField
            label="Minimum order, in dollars (empty: none)"
            value={draft.minimumOrder}
            onChange={set("minimumOrder")}
            problem={problems.minimumOrder}
          />
        </>
      )}
    </AdminForm>
  );
}
