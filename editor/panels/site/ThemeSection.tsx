import { useId } from "react";
import { ColorField, MediaField, RadioGroup, SliderField } from "../../../blocks/settings";
import type { FieldEdit, MediaKind } from "../../../blocks/settings/types";
import { resolveTheme, siteFontsOf } from "../../../runtime/theme";
import { DEFAULT_SITE_FONT_ID, fontStackOf, type SiteFontId } from "../../../schema/fonts";
import { type SiteDocument, siteDocumentSchema, type ThemeSettings, themeSettingsSchema } from "../../../schema/site";
import type { SiteFontRole } from "../../commands/chooseSiteFont";
import { compact } from "../../state/compact";
import { FontPicker } from "./FontPicker";

type ColorName = keyof NonNullable<ThemeSettings["colors"]>;

const COLOR_FIELDS: readonly { name: ColorName; label: string }[] = [
  { name: "text", label: "Text colour" },
  { name: "primary", label: "Primary colour" },
  { name: "background", label: "Background colour" },
  { name: "textPrimary", label: "Text on primary colour" },
];

const { cornerRadius } = themeSettingsSchema.properties;
const colorDefaults = themeSettingsSchema.properties.colors.properties;

export interface ThemeSectionProps {
  readonly site: SiteDocument;
  onSettings(patch: Partial<ThemeSettings>, field: FieldEdit): void;
  onTheme(theme: NonNullable<SiteDocument["theme"]>, field: FieldEdit): void;
  /** A font chosen for the headings or the text, or taken back (undefined). */
  onFont(role: SiteFontRole, font: SiteFontId | undefined, field: FieldEdit): void;
  pickMedia(type: MediaKind): Promise<string | null>;
}

/** Theme settings (SPEC §3): the four colours, corner radius, heading and body fonts, logo, and which theme the site uses. */
export function ThemeSection({ site, onSettings, onTheme, onFont, pickMedia }: ThemeSectionProps) {
  const headingId = useId();
  const settings = site.settings ?? {};
  const colors = settings.colors ?? {};
  const theme = resolveTheme(settings);
  const { body } = siteFontsOf(settings);
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
      <FontPicker
        label="Heading font"
        value={settings.headingFont}
        fallback={DEFAULT_SITE_FONT_ID}
        extra={{ label: "Same as body", stack: fontStackOf(body), hint: body.label }}
        onChange={(font) => onFont("heading", font, { key: "settings.headingFont", kind: "choice" })}
      />
      <FontPicker
        label="Body font"
        value={settings.bodyFont}
        fallback={DEFAULT_SITE_FONT_ID}
        extra={settings.fontFamily ? { label: settings.fontFamily, stack: settings.fontFamily, hint: "from before" } : undefined}
        onChange={(font) => onFont("body", font, { key: "settings.bodyFont", kind: "choice" })}
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
