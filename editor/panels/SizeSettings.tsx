import { ToggleField } from "../../blocks/settings/ChoiceFields";
import type { SettingsSize } from "../../runtime/operations/updateSizeSettings";

/** What the studio calls each size, as the top bar's viewport buttons do. */
const SIZE_WORDS: Record<SettingsSize, { readonly plural: string; readonly larger: string }> = {
  desktop: { plural: "desktop", larger: "" },
  tablet: { plural: "tablets", larger: "desktop" },
  phone: { plural: "phones", larger: "tablet" },
};

/** A prop's name as words: `fontSize` → "Font size". */
function propWords(name: string): string {
  const words = name.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface SizeSettingsProps {
  /** The size the canvas previews. */
  readonly size: SettingsSize;
  /** The block's per-size settings, as stored. */
  readonly responsive: unknown;
  /** The props the block can set per size. */
  readonly sizeable: readonly string[];
  /** Sets or resets (`undefined`) values at a size, as one step. */
  onChange(size: SettingsSize, values: Record<string, unknown>): void;
}

function valuesAt(responsive: unknown, size: SettingsSize): Record<string, unknown> {
  const values = typeof responsive === "object" && responsive !== null ? (responsive as Record<string, unknown>)[size] : undefined;
  return typeof values === "object" && values !== null ? (values as Record<string, unknown>) : {};
}

/**
 * A page block's settings per screen size (issue 39, item 3): at the 768 and 375 views, which of
 * its values this size overrides, each with a reset to the larger size's value; at every size, the
 * visibility switches. The block's own fields above edit this size's values at those views.
 */
export function SizeSettings({ size, responsive, sizeable, onChange }: SizeSettingsProps) {
  const here = valuesAt(responsive, size);
  const overridden = sizeable.filter((name) => Object.hasOwn(here, name));
  const words = SIZE_WORDS[size];
  return (
    <section className="settings-sizes" aria-label="Screen sizes">
      {size === "desktop" ? null : (
        <>
          <p className="settings-field__hint">
            {sizeable.length > 0
              ? `Editing for ${words.plural}: ${sizeable.map(propWords).join(", ").toLowerCase()} set here apply to ${words.plural} only; other settings apply to every size.`
              : "Settings of this block apply to every size."}
          </p>
          {overridden.length > 0 ? (
            <ul className="settings-sizes__overrides" aria-label={`Set for ${words.plural}`}>
              {overridden.map((name) => (
                <li key={name} className="settings-sizes__override">
                  <span>
                    {propWords(name)}: set for {words.plural}
                  </span>
                  <button type="button" className="studio-button" onClick={() => onChange(size, { [name]: undefined })}>
                    Reset to {words.larger} value
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <ToggleField
        label="Hide on phones"
        checked={valuesAt(responsive, "phone").hidden === true}
        onChange={(hidden) => onChange("phone", { hidden })}
      />
      <ToggleField
        label="Hide on tablets"
        checked={valuesAt(responsive, "tablet").hidden === true}
        onChange={(hidden) => onChange("tablet", { hidden })}
      />
      <ToggleField
        label="Hide on desktop"
        checked={valuesAt(responsive, "desktop").hidden === true}
        onChange={(hidden) => onChange("desktop", { hidden })}
      />
    </section>
  );
}
