import type { CSSProperties } from "react";
import type { ResolvedThemeSettings, ThemeSettings } from "../schema/site";
import { themeSettingsSchema } from "../schema/site";

const colorDefaults = themeSettingsSchema.properties.colors.properties;

/** Theme settings with the SPEC §9 defaults filled in. */
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
    fontFamily: settings.fontFamily ?? properties.fontFamily.default,
    headerLinks: settings.headerLinks ?? [],
    socialLinks: settings.socialLinks ?? [],
  };
}

/** The theme as CSS custom properties, which is how it reaches every block. */
export function themeVariables(settings: ThemeSettings = {}): CSSProperties & Record<`--bl-${string}`, string> {
  const theme = resolveTheme(settings);
  return {
    "--bl-color-text": theme.colors.text,
    "--bl-color-primary": theme.colors.primary,
    "--bl-color-background": theme.colors.background,
    "--bl-color-text-primary": theme.colors.textPrimary,
    "--bl-radius": `${theme.cornerRadius}px`,
    // The schema's pattern keeps the name to letters, digits, spaces, commas, quotes and hyphens.
    "--bl-font-family": theme.fontFamily,
  };
}

/** The same variables as a CSS declaration block, for pages rendered to static HTML. */
export function themeCss(settings: ThemeSettings = {}): string {
  return Object.entries(themeVariables(settings))
    .map(([name, value]) => `${name}: ${String(value)};`)
    .join(" ");
}
