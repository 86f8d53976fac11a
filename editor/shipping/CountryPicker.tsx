import { useId } from "react";
import { countryName, SHIPPING_COUNTRIES } from "../../schema/rules/countries";

/**
 * The countries a zone ships to (issue 36, item 3): the chosen ones, each removable, and a list to
 * add another from, by name. A country another zone holds is shown with that zone and cannot be
 * added: a country ships through one zone.
 */
export function CountryPicker({
  chosen,
  takenBy,
  problem,
  onChange,
}: {
  readonly chosen: readonly string[];
  /** The other zones' countries, with the zone that holds each. */
  readonly takenBy: ReadonlyMap<string, string>;
  readonly problem?: string;
  onChange(countries: readonly string[]): void;
}) {
  const id = useId();
  const byName = (codes: readonly string[]) => [...codes].sort((a, b) => countryName(a).localeCompare(countryName(b), "en"));
  const addable = byName(SHIPPING_COUNTRIES.filter((code) => !chosen.includes(code)));
  return (
    <fieldset className="studio-admin__field studio-country-picker" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend>Countries</legend>
      {chosen.length === 0 ? (
        <p>No countries yet.</p>
      ) : (
        <ul className="studio-country-picker__chosen">
          {byName(chosen).map((code) => (
            <li key={code}>
              {countryName(code)}{" "}
              <button
                type="button"
                aria-label={`Remove ${countryName(code)}`}
                onClick={() => onChange(chosen.filter((other) => other !== code))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-add`}>Add a country</label>
      <select
        id={`${id}-add`}
        value=""
        aria-invalid={problem ? true : undefined}
        onChange={(event) => event.target.value && onChange([...chosen, event.target.value])}
      >
        <option value="">Choose a country…</option>
        {addable.map((code) => {
          const zone = takenBy.get(code);
          return (
            <option key={code} value={code} disabled={zone !== undefined}>
              {zone ? `${countryName(code)} (in ${zone})` : countryName(code)}
            </option>
          );
        })}
      </select>
      {problem ? (
        <p id={`${id}-problem`} className="studio-field-error">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
