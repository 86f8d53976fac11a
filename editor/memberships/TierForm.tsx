import { useState } from "react";
import type { StudioTier, TierInput } from "../../schema/api/tiers";
import { tierInputSchema } from "../../schema/api/tiers";
import { fieldLimits } from "../../schema/fieldLimits";
import { isFreeTier } from "../../schema/rules/membership";
import { namesInWords } from "../../schema/rules/namesInWords";
import { AdminField } from "../shell/AdminField";
import { AdminForm } from "../shell/AdminForm";
import { ConfirmPaidIncludeDialog } from "./ConfirmPaidIncludeDialog";
import { TierBenefitsField } from "./TierBenefitsField";
import { TierIncludesField } from "./TierIncludesField";
import { TierPriceFields } from "./TierPriceFields";
import { isFreeDraft, type TierDraft, tierInputOf, withConfirmedPaid } from "./tierDraft";

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
            <AdminField
              label="Name"
              value={draft.name}
              {...fieldLimits(tierInputSchema.properties.name)}
              onChange={set("name")}
              problem={problems.name}
            />
            <TierPriceFields draft={draft} problems={problems} set={set} />
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
            <TierBenefitsField benefits={draft.benefits} problem={problems.benefits} onChange={set("benefits")} />
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
