import { useState } from "react";
import { shippingZoneSchema } from "../../schema/entities/shipping";
import { fieldLimits } from "../../schema/fieldLimits";
import { AdminField } from "../shell/AdminField";
import { AdminForm } from "../shell/AdminForm";
import { CountryPicker } from "./CountryPicker";
import { checkZoneDraft, type ZoneDraft, type ZoneInput } from "./zoneDraft";

/**
 * A shipping zone's form (issue 36, item 3): its name, its countries, what the first item of an
 * order costs to ship there and what each further item adds, and the order total from which
 * shipping there is free.
 */
export function ZoneForm({
  heading,
  initial,
  takenBy,
  onSave,
  onCancel,
}: {
  readonly heading: string;
  readonly initial: ZoneDraft;
  readonly takenBy: ReadonlyMap<string, string>;
  onSave(input: ZoneInput): Promise<string | null>;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const set = (change: Partial<ZoneDraft>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <AdminForm heading={heading} draft={draft} check={checkZoneDraft} onSave={onSave} onCancel={onCancel} saveLabel="Save zone">
      {(problems) => (
        <>
          <AdminField
            label="Name"
            value={draft.name}
            onChange={(name) => set({ name })}
            problem={problems.name}
            {...fieldLimits(shippingZoneSchema.properties.name)}
            placeholder="Europe"
          />
          <CountryPicker
            chosen={draft.countries}
            takenBy={takenBy}
            problem={problems.countries}
            onChange={(countries) => set({ countries })}
          />
          <AdminField
            label="First item ($)"
            value={draft.firstItem}
            onChange={(firstItem) => set({ firstItem })}
            problem={problems.firstItem}
            placeholder="5"
          />
          <AdminField
            label="Each extra item ($)"
            value={draft.extraItem}
            onChange={(extraItem) => set({ extraItem })}
            problem={problems.extraItem}
            placeholder="2"
          />
          <AdminField
            label="Free shipping on orders over ($, optional)"
            value={draft.freeOver}
            onChange={(freeOver) => set({ freeOver })}
            problem={problems.freeOver}
            placeholder="Never free"
          />
        </>
      )}
    </AdminForm>
  );
}
