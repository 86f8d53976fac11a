import { useId } from "react";
import { FONT_CATEGORIES, type FontCategory, fontStackOf, SITE_FONTS, type SiteFont, type SiteFontId } from "../../../schema/fonts";

/** A choice the picker offers besides the list: "Same as body" for headings, a kept stack for the body. */
export interface FontPickerExtra {
  readonly label: string;
  /** The CSS stack it previews in. */
  readonly stack: string;
  readonly hint: string;
}

export interface FontPickerProps {
  readonly label: string;
  /** The chosen font, or undefined when `extra` (or, without one, `fallback`) is what applies. */
  readonly value: SiteFontId | undefined;
  /** The font shown as chosen when `value` is undefined and there is no `extra`. */
  readonly fallback: SiteFontId;
  readonly extra?: FontPickerExtra | undefined;
  onChange(value: SiteFontId | undefined): void;
}

const groups = (Object.keys(FONT_CATEGORIES) as FontCategory[]).map((category) => ({
  category,
  fonts: (SITE_FONTS as readonly SiteFont[]).filter((font) => font.category === category),
}));

const EXTRA = "";

/**
 * A font list where each family is shown in its own face (loaded from our origin by the studio's
 * font stylesheet), grouped by kind. Native radio buttons, so arrow keys move through it and Tab
 * leaves it, as in any radio group.
 */
export function FontPicker({ label, value, fallback, extra, onChange }: FontPickerProps) {
  const name = useId();
  const hintId = useId();
  const checked = value ?? (extra ? EXTRA : fallback);
  const option = (id: string, text: string, stack: string, hint?: string) => (
    <label key={id} className="font-picker__option">
      <input
        type="radio"
        name={name}
        value={id}
        checked={checked === id}
        onChange={() => onChange(id === EXTRA ? undefined : (id as SiteFontId))}
      />
      <span className="font-picker__name" style={{ fontFamily: stack }}>
        {text}
      </span>
      {hint ? " " : null}
      {hint ? <span className="font-picker__hint">{hint}</span> : null}
    </label>
  );
  return (
    <fieldset className="settings-field font-picker" aria-describedby={hintId}>
      <legend className="settings-field__label">{label}</legend>
      <p className="settings-field__hint" id={hintId}>
        Served by Backline: fans&apos; browsers ask no other site for it.
      </p>
      <div className="font-picker__options">
        {extra ? option(EXTRA, extra.label, extra.stack, extra.hint) : null}
        {groups.map(({ category, fonts }) => (
          <fieldset key={category} className="font-picker__group">
            <legend className="font-picker__group-name">{FONT_CATEGORIES[category]}</legend>
            {fonts.map((font) => option(font.id, font.label, fontStackOf(font)))}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
