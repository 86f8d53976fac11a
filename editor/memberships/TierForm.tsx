import { useState } from "react";
import type { StudioTier, TierInput } from "../../schema/api/tiers";
import { MAX_TIER_BENEFITS } from "../../schema/api/tiers";
import { isFreeTier } from "../../schema/rules/membership";
import { namesInWords } from "../../schema/rules/namesInWords";
import { AdminField } from "../app/AdminField";
import { AdminForm } from "../app/AdminForm";
import { ConfirmPaidIncludeDialog } from "./ConfirmPaidIncludeDialog";
import { TierIncludesField } from "./TierIncludesField";
import { benefitKey, isFreeDraft, type TierDraft, tierInputOf, withConfirmedPaid } from "./tierDraft";

/**
 * A tier's form (issue 17): its name, monthly and yearly prices (none: free), pay-what-you-want
 * with its minimum, its benefits (added, written, moved, removed), whether fans see it, and the
 * tiers whose posts its members also read (issue 30), a paid one in a free tier only once the
 * artist confirmed it in words.
 */
export function TierForm({
  initial,
  heading,
  tierId,
  others,
  onSave,
  onCancel,
}: {
  readonly initial: TierDraft;
  readonly heading: string;
  /** The tier edited; absent for a new one. */
  readonly tierId?: string;
  /** The artist's other tiers, in their order. */
  readonly others: readonly StudioTier[];
  onSave(input: TierInput): Promise<string | null>;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const [asking, setAsking] = useState<StudioTier | null>(null);
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

  // A free tier turning paid leaves the free tiers that included it (the server does so): said before saving.
  const leaving =
    tierId !== undefined && isFreeDraft(initial) && !isFreeDraft(draft)
      ? others.filter((tier) => isFreeTier(tier) && tier.includesTierIds.includes(tierId)).map((tier) => tier.name)
      : [];

  return (
    <>
      <AdminForm
        heading={heading}
        draft={draft}
        check={(current: TierDraft) => tierInputOf(current, others)}
        onSave={onSave}
        onCancel={onCancel}
        saveLabel="Save tier"
      >
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
                <input type="checkbox" checked={draft.payWhatYouWant} onChange={(event) => set("payWhatYouWant")(event.target.checked)} />{" "}
                Pay what you want
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
            {leaving.length > 0 ? (
              <p className="studio-hint">
                Once it is paid, {namesInWords(leaving)} {leaving.length === 1 ? "stops" : "stop"} including its posts: free members read
                paid posts only where you confirm it on the free tier.
              </p>
            ) : null}
            <TierIncludesField
              draft={draft}
              others={others}
              problem={problems.includes}
              onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
              onAsk={setAsking}
            />
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
                    <button
                      type="button"
                      aria-label={`Move benefit ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
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
      {asking ? (
        <ConfirmPaidIncludeDialog
          freeTierName={draft.name}
          paidTierName={asking.name}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setDraft((current) => withConfirmedPaid(current, others, asking));
            setAsking(null);
          }}
        />
      ) : null}
    </>
  );
}
