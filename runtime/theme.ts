import type { CSSProperties } from "react";
import { DEFAULT_SITE_FONT_ID, fontStackOf, type SiteFont, type SystemFont, siteFontOf } from "../schema/fonts";
import type { ResolvedThemeSettings, ThemeSettings } from "../schema/site";
import { themeSettingsSchema } from "../schema/site";

const colorDefaults = themeSettingsSchema.properties.colors.properties;

/** The fonts a site sets its text and its headings in. */
export interface SiteFonts {
  readonly body: SiteFont;
  readonly heading: SiteFont;
}

/**
 * A stack a site named before the font picker (`settings.fontFamily`), used as it is. Its id is
 * empty: it is no choice of the picker's.
 */
export function keptFontOf(stack: string): SystemFont {
  return { id: "", label: stack, category: "sans", source: "system", stack };
}

/**
 * The site's fonts: its choices; a stack kept from before the picker while the body has none; else
 * System sans. Headings take the body's font unless they have their own.
 */
export function siteFontsOf(settings: ThemeSettings = {}): SiteFonts {
  const chosen = settings.bodyFont ? siteFontOf(settings.bodyFont) : undefined;
  const body = chosen ?? (settings.fontFamily ? keptFontOf(settings.fontFamily) : (siteFontOf(DEFAULT_SITE_FONT_ID) as SiteFont));
  return { body, heading: (settings.headingFont ? siteFontOf(settings.headingFont) : undefined) ?? body };
}

/** The weight headings are set in: a served family's own, bold for device fonts. */
export const headingWeightOf = (font: SiteFont): number => (font.source === "web" ? font.headingWeight : 700);

/** Theme settings with the SPEC §9 defaults filled in; `fontFamily` is the CSS stack of the body's font. */
export function resolveTheme(settings: ThemeSettings = {}): ResolvedThemeSettings {
  const colors = settings.colors ?? {};
  const { properties } = themeSettingsSchema;
  return {
    ...settings,
    colors: {
      text: colors.text ?? colorDefaults.text.default,
      primary: colors.primary ?? colorDefaults.primary.default,
      background: colors.background ?? colorDefaults.background.default,
      textPrimary: colors.textPrimary ?? colorDefaults.textPrimary.default,
    },
    cornerRadius: settings.cornerRadius ?? properties.cornerRadius.default,
    fontFamily: fontStackOf(siteFontsOf(settings).body),
    headerLinks: settings.headerLinks ?? [],
    socialLinks: settings.socialLinks ?? [],
  };
}

/** The theme as CSS custom properties, which is how it reaches every block. */
export function themeVariables(settings: ThemeSettings = {}): CSSProperties & Record<`--bl-${string}`, string> {
  const theme = resolveTheme(settings);
  const { body, heading } = siteFontsOf(settings);
  return {
    "--bl-color-text": theme.colors.text,
    "--bl-color-primary": theme.colors.primary,
    "--bl-color-background": theme.colors.background,
    "--bl-color-text-primary": theme.colors.textPrimary,
    "--bl-radius": `${theme.cornerRadius}px`,
    // Our stacks are constants; a kept one is held by the schema's pattern to letters, digits,
    // spaces, commas, quotes and hyphens.
    "--bl-font-family": fontStackOf(body),
    "--bl-font-heading": fontStackOf(heading),
    "--bl-font-heading-weight": String(headingWeightOf(heading)),
  };
}

/** The same variables as a CSS declaration block, for pages rendered to static HTML. */
export function themeCss(settings: ThemeSettings = {}): string {
  return Object.entries(themeVariables(settings))
    .map(([name, value]) => `${name}: ${String(value)};`)
    .join(" ");
}
