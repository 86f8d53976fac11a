import { NumberField } from "./NumberField";
import { TextField } from "./TextField";
import type { FieldEdit } from "./types";

/** The limits of a list block's two props, as its props schema states them. */
interface ListBlockSchema {
  readonly title: { readonly maxLength: number };
  readonly limit: { readonly minimum: number; readonly maximum: number };
}

/**
 * The settings of a block that lists some of the artist's things (featured music, featured merch,
 * upcoming events): its title, and how many it shows, a whole number within the schema's range.
 */
export function ListBlockFields({
  schema,
  countLabel,
  title,
  limit,
  onChange,
}: {
  readonly schema: ListBlockSchema;
  /** "Releases shown", "Events shown"… */
  readonly countLabel: string;
  readonly title: string | undefined;
  readonly limit: number | undefined;
  onChange(patch: Record<string, unknown>, edit: FieldEdit): void;
}) {
  return (
    <div className="settings-form">
      <TextField
        label="Title"
        value={title}
        maxLength={schema.title.maxLength}
        onChange={(value) => onChange({ title: value }, { key: "title", kind: "text" })}
      />
      <NumberField
        label={countLabel}
        value={limit}
        min={schema.limit.minimum}
        max={schema.limit.maximum}
        integer
        onChange={(value) => onChange({ limit: value }, { key: "limit", kind: "text" })}
      />
    </div>
  );
}
