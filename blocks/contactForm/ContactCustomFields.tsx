import { useId } from "react";
import { CONTACT_CUSTOM_FIELDS_MAX, contactCustomFieldSchema } from "../../schema/blocks/contactForm";
import { fieldLimits } from "../../schema/fieldLimits";
import { ToggleField } from "../settings/ChoiceFields";
import { fieldIds } from "../settings/Field";
import { TextField } from "../settings/TextField";
import type { FieldEdit } from "../settings/types";

export interface CustomField {
  readonly id: string;
  readonly label: string;
  readonly required?: boolean;
}

const { label: labelSchema } = contactCustomFieldSchema.properties;

/** The first `field-N` no field of the form has: stable, short, and what a message names the field by. */
export function newCustomFieldId(fields: readonly CustomField[]): string {
  const taken = new Set(fields.map((field) => field.id));
  let n = 1;
  while (taken.has(`field-${n}`)) n += 1;
  return `field-${n}`;
}

const labelProblem = (text: string) => (text.trim() === "" ? "A field needs a label, such as Venue." : null);

interface Props {
  readonly fields: readonly CustomField[];
  onChange(fields: CustomField[], field: FieldEdit): void;
}

/**
 * The form's fields of the artist's own: a label each, required or not, removed, and Add a field
 * until the form holds its few. Adding, removing and the required switch are each a step of their
 * own; typing a label folds into one.
 */
export function ContactCustomFields({ fields, onChange }: Props) {
  const id = useId();
  const full = fields.length >= CONTACT_CUSTOM_FIELDS_MAX;
  const list = (next: CustomField[]) => onChange(next, { key: "customFields", kind: "choice" });
  const change = (index: number, patch: Partial<CustomField>) => fields.map((each, at) => (at === index ? { ...each, ...patch } : each));
  const hint = full ? `A form has at most ${CONTACT_CUSTOM_FIELDS_MAX} fields of your own.` : "Short answers, such as a venue or a date.";
  return (
    <fieldset className="settings-field" aria-describedby={fieldIds(id).hint}>
      <legend className="settings-field__label">Your own fields ({fields.length})</legend>
      {fields.length === 0 ? null : (
        <ol className="sortable-list" aria-label="Your own fields">
          {fields.map((field, index) => (
            <li className="sortable-list__row" key={field.id}>
              <div className="sortable-list__content settings-form">
                <TextField
                  label={`Field ${index + 1} label`}
                  value={field.label}
                  {...fieldLimits(labelSchema)}
                  validate={labelProblem}
                  onChange={(text) => onChange(change(index, { label: text ?? "" }), { key: `customFields.${index}.label`, kind: "text" })}
                />
                <ToggleField
                  label="Required"
                  checked={field.required === true}
                  onChange={(required) => list(change(index, { required }))}
                />
                <span className="settings-media__actions">
                  <button
                    type="button"
                    className="settings-button settings-button--quiet settings-button--danger"
                    aria-label={`Remove field ${index + 1} (${field.label})`}
                    onClick={() => list(fields.filter((_, at) => at !== index))}
                  >
                    Remove
                  </button>
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
      <span className="settings-media__actions">
        <button
          type="button"
          className="settings-button"
          disabled={full}
          onClick={() => list([...fields, { id: newCustomFieldId(fields), label: `Field ${fields.length + 1}`, required: false }])}
        >
          Add a field
        </button>
      </span>
      <p className="settings-field__hint" id={fieldIds(id).hint}>
        {hint}
      </p>
    </fieldset>
  );
}
