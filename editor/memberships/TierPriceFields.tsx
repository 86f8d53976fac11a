import { AdminField } from "../shell/AdminField";
import type { TierDraft, TierDraftProblems } from "./tierDraft";

/** A tier's prices as typed: monthly and yearly (none: free), and pay-what-you-want with its minimum. */
export function TierPriceFields({
  draft,
  problems,
  set,
}: {
  readonly draft: TierDraft;
  readonly problems: TierDraftProblems;
  set<K extends keyof TierDraft>(key: K): (value: TierDraft[K]) => void;
}) {
  return (
    <>
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
    </>
  );
}
