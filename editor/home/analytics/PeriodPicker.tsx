import { useId } from "react";
import { PERIOD_CHOICES, type PeriodChoice } from "./period";

/**
 * The period the home's numbers cover: 7, 30 or 90 days, 12 months, or a custom range of two
 * dates, which says why it is not a period when it is not (the numbers keep the last good one).
 */
export function PeriodPicker({
  choice,
  custom,
  problem,
  onChoice,
  onCustom,
}: {
  readonly choice: PeriodChoice;
  readonly custom: { readonly from: string; readonly to: string };
  /** Why the custom range is not a period; null when it is (or another choice is made). */
  readonly problem: string | null;
  onChoice(choice: PeriodChoice): void;
  onCustom(custom: { from: string; to: string }): void;
}) {
  const id = useId();
  const problemId = `${id}-problem`;
  const invalid = problem ? { "aria-invalid": true, "aria-describedby": problemId } : {};
  return (
    <fieldset className="studio-analytics__period">
      <legend className="studio-visually-hidden">Period</legend>
      <div className="studio-admin__field">
        <label htmlFor={`${id}-choice`}>Period</label>
        <select id={`${id}-choice`} value={choice} onChange={(event) => onChoice(event.target.value as PeriodChoice)}>
          {PERIOD_CHOICES.map((each) => (
            <option key={each.choice} value={each.choice}>
              {each.choice === "custom" ? each.label : `Last ${each.label}`}
            </option>
          ))}
        </select>
      </div>
      {choice === "custom" ? (
        <>
          <div className="studio-admin__field">
            <label htmlFor={`${id}-from`}>From</label>
            <input
              id={`${id}-from`}
              type="date"
              value={custom.from}
              max={custom.to || undefined}
              {...invalid}
              onChange={(event) => onCustom({ ...custom, from: event.target.value })}
            />
          </div>
          <div className="studio-admin__field">
            <label htmlFor={`${id}-to`}>To</label>
            <input
              id={`${id}-to`}
              type="date"
              value={custom.to}
              min={custom.from || undefined}
              {...invalid}
              onChange={(event) => onCustom({ ...custom, to: event.target.value })}
            />
          </div>
        </>
      ) : null}
      {problem ? (
        <p id={problemId} className="studio-field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
