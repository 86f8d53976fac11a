/**
 * A form field's limits read from the JSON Schema property it edits, so a limit is written once
 * (in the schema) and the studio's fields, the server's validation and integrators all hold to it.
 * Spread the result onto a field: `<TextField {...fieldLimits(buttonPropsSchema.properties.text)} />`.
 */
export interface FieldLimits {
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly min?: number;
  readonly max?: number;
}

/** The parts of a JSON Schema property a field can enforce as the artist types. */
interface LimitedProperty {
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
}

/** The limits of `P` with their presence known, so a field that needs a bound (a number's) gets one. */
export type FieldLimitsOf<P extends LimitedProperty> = (P extends { maxLength: number } ? { maxLength: number } : unknown) &
  (P extends { minLength: number } ? { minLength: number } : unknown) &
  (P extends { minimum: number } ? { min: number } : unknown) &
  (P extends { maximum: number } ? { max: number } : unknown);

export function fieldLimits<P extends LimitedProperty>(property: P): FieldLimitsOf<P> & FieldLimits {
  // The one place the presence the type promises meets the object built: each key is set exactly when the property has it.
  return {
    ...(property.maxLength === undefined ? {} : { maxLength: property.maxLength }),
    ...(property.minLength === undefined ? {} : { minLength: property.minLength }),
    ...(property.minimum === undefined ? {} : { min: property.minimum }),
    ...(property.maximum === undefined ? {} : { max: property.maximum }),
  } as FieldLimitsOf<P> & FieldLimits;
}
