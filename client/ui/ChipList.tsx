import { useState } from "react";
import { MAX_VISIBLE_CHIPS, moreLabel, visibleChips } from "./chips";

export interface ChipItem {
  /** Unique within the list. */
  readonly key: string;
  readonly label: string;
  /** Makes the chip a button that removes it. */
  readonly onRemove?: () => void;
  /** The remove button's accessible name; "Remove <label>" by default. */
  readonly removeLabel?: string;
}

/**
 * Chips for several chosen values (SPEC §9): up to 3, then '+ N more', which shows the rest.
 * Each chip may be removable. The fan site and the studio draw them each in their own look
 * (`site-chip…` or `studio-chip…` classes).
 */
export function ChipList({
  chips,
  label,
  max = MAX_VISIBLE_CHIPS,
  look = "site",
}: {
  readonly chips: readonly ChipItem[];
  readonly label: string;
  readonly max?: number;
  readonly look?: "site" | "studio";
}) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = visibleChips(chips, { max, expanded });
  if (chips.length === 0) return null;
  return (
    <ul className={`${look}-chips`} aria-label={label}>
      {shown.map((chip) => (
        <li key={chip.key}>
          {chip.onRemove ? (
            <button
              type="button"
              className={`${look}-chip ${look}-chip--removable`}
              aria-label={chip.removeLabel ?? `Remove ${chip.label}`}
              onClick={chip.onRemove}
            >
              <span>{chip.label}</span>
              <span aria-hidden="true">×</span>
            </button>
          ) : (
            <span className={`${look}-chip`}>{chip.label}</span>
          )}
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <button type="button" className={`${look}-chip ${look}-chip--more`} aria-expanded="false" onClick={() => setExpanded(true)}>
            {moreLabel(hidden)}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
