import { useId } from "react";
import { ColorField, MediaField, RadioGroup, SliderField, TextField } from "../../../blocks/settings";
import type { FieldEdit, MediaKind } from "../../../blocks/settings/types";
import { resolveTheme } from "../../../runtime/theme";
import { FONT_FAMILY_MAX_LENGTH, FONT_FAMILY_PATTERN, PATTERN_HINTS } from "../../../schema/common";
import { type SiteDocument, siteDocumentSchema, type ThemeSettings, themeSettingsSchema } from "../../../schema/site";
import { compact } from "../../state/compact";

type ColorName = keyof NonNullable<ThemeSettings["colors"]>;

const COLOR_FIELDS: readonly { name: ColorName; label: string }[] = [
  { name: "text", label: "Text colour" },
  { name: "primary", label: "Primary colour" },
  { name: "background", label: "Background colour" },
  { name: "textPrimary", label: "Text on primary colour" },
];

const FONT_FAMILY = new RegExp(FONT_FAMILY_PATTERN);
const fontMessage = (text: string) => (FONT_FAMILY.test(text) ? null : `Enter ${PATTERN_HINTS[FONT_FAMILY_PATTERN]}.`);
const FONT_SUGGESTIONS = ["Arial", "Helvetica", "Georgia", "Times New Roman", "Verdana", "Trebuchet MS", "Courier New", "system-ui"];
const { cornerRadius, fontFamily } = themeSettingsSchema.properties;
const colorDefaults = themeSettingsSchema.properties.colors.properties;

export interface ThemeSectionProps {
  readonly site: SiteDocument;
  onSettings(patch: Partial<ThemeSettings>, field: FieldEdit): void;
  onTheme(theme: NonNullable<SiteDocument["theme"]>, field: FieldEdit): void;
  pickMedia(type: MediaKind): Promise<string | null>;
}

/** Theme settings (SPEC §3): the four colours, corner radius, font family, logo, and which theme the site uses. */
export function ThemeSection({ site, onSettings, onTheme, pickMedia }: ThemeSectionProps) {
  const headingId = useId();
  const settings = site.settings ?? {};
  const colors = settings.colors ?? {};
  const theme = resolveTheme(settings);
  const setColor = (name: ColorName) => (value: string | undefined) =>
    onSettings({ colors: compact({ ...colors, [name]: value }) }, { key: `settings.colors.${name}`, kind: "text" });

  return (
    <section className="site-settings__section" aria-labelledby={headingId} data-site-section="theme">
      <h3 className="site-settings__heading" id={headingId} tabIndex={-1}>
        Theme
      </h3>
      <RadioGroup
        label="Site theme"
        value={site.theme ?? siteDocumentSchema.properties.theme.default}
        options={[
          { value: "default", label: "Default" },
          { value: "link-tree", label: "Link Tree" },
        ]}
        onChange={(value) => onTheme(value, { key: "theme", kind: "choice" })}
      />
      {COLOR_FIELDS.map(({ name, label }) => (
        <ColorField
          key={name}
          label={label}
          value={colors[name]}
          fallback={colorDefaults[name].default}
          clearLabel="Use the default colour"
          onChange={setColor(name)}
        />
      ))}
      <SliderField
        label="Corner radius"
        value={theme.cornerRadius}
        min={cornerRadius.minimum}
        max={cornerRadius.maximum}
        format={(value) => `${value}px`}
        onChange={(value) => onSettings({ cornerRadius: value }, { key: "settings.cornerRadius", kind: "slider" })}
      />
      <TextField
        label="Font family"
        value={settings.fontFamily}
        placeholder={fontFamily.default}
        suggestions={FONT_SUGGESTIONS}
        validate={fontMessage}
        emptyAsUndefined
        maxLength={FONT_FAMILY_MAX_LENGTH}
        hint={`${fontFamily.default} when empty.`}
        onChange={(value) => onSettings({ fontFamily: value }, { key: "settings.fontFamily", kind: "text" })}
      />
      <MediaField
        label="Logo"
        type="image"
        value={settings.logo}
        pickMedia={pickMedia}
        hint="Shown in the header instead of the artist's name."
        onChange={(value) => onSettings({ logo: value }, { key: "settings.logo", kind: "choice" })}
      />
    </section>
  );
}
