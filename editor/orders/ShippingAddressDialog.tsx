import { type FormEvent, useState } from "react";
import { type ShippingAddress, shippingAddressSchema } from "../../schema/entities/shipping";
import { ADDRESS_FIELDS, type AddressField } from "../../schema/rules/addressFields";
import { countryName } from "../../schema/rules/countries";
import { AdminField } from "../shell/AdminField";
import { StudioDialog } from "../shell/StudioDialog";

type Field = AddressField;

const limitOf = (field: Field) => shippingAddressSchema.properties[field].maxLength;

/** The address as typed: trimmed, the optional fields left out when empty. */
function addressOf(values: Record<Field, string>, country: string): ShippingAddress {
  const trimmed = (field: Field) => values[field].trim();
  return {
    name: trimmed("name"),
    line1: trimmed("line1"),
    ...(trimmed("line2") ? { line2: trimmed("line2") } : {}),
    city: trimmed("city"),
    ...(trimmed("region") ? { region: trimmed("region") } : {}),
    postalCode: trimmed("postalCode"),
    country,
  };
}

/**
 * 'Edit address' (issue 36, item 4): the artist corrects where an order ships before it goes. The
 * country stays the one shipping was charged for. `onSave` answers the server's refusal, shown in
 * the dialog, or null once saved, which closes it.
 */
export function ShippingAddressDialog({
  address,
  country,
  onSave,
  onClose,
}: {
  readonly address: ShippingAddress | null;
  readonly country: string;
  onSave(address: ShippingAddress): Promise<string | null>;
  onClose(): void;
}) {
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: address?.name ?? "",
    line1: address?.line1 ?? "",
    line2: address?.line2 ?? "",
    city: address?.city ?? "",
    region: address?.region ?? "",
    postalCode: address?.postalCode ?? "",
  }));
  const [missing, setMissing] = useState<ReadonlySet<Field>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = new Set(ADDRESS_FIELDS.filter(({ name, required }) => required && values[name].trim() === "").map(({ name }) => name));
    setMissing(empty);
    if (empty.size > 0) return;
    setSaving(true);
    const refused = await onSave(addressOf(values, country));
    setSaving(false);
    setProblem(refused);
    if (refused === null) onClose();
  };

  return (
    <StudioDialog title="Edit address" onClose={onClose}>
      <form className="studio-admin__form" onSubmit={(event) => void submit(event)} aria-label="Edit address">
        <p className="studio-hint">Where this order ships. The country stays {countryName(country)}: shipping was charged for it.</p>
        {ADDRESS_FIELDS.map(({ name, label, autoComplete }) => (
          <AdminField
            key={name}
            label={label}
            value={values[name]}
            maxLength={limitOf(name)}
            autoComplete={autoComplete}
            onChange={(value) => setValues((before) => ({ ...before, [name]: value }))}
            {...(missing.has(name) ? { problem: `Enter the ${label.toLowerCase()}.` } : {})}
          />
        ))}
        <p>Country: {countryName(country)}</p>
        {problem ? (
          <p className="studio-field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="studio-admin__actions">
          <button type="submit" className="studio-button studio-button--primary" disabled={saving}>
            Save address
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </StudioDialog>
  );
}
