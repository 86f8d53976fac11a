import { themeSettingsSchema } from "../../schema/site";

const colors = themeSettingsSchema.properties.colors.properties;

/**
 * The theme's default colours (SPEC §9), shown by a colour field whose prop is unset. A block's
 * panel does not know the site's theme; these are what an untouched theme uses.
 */
export const THEME_COLOR_DEFAULTS = {
  text: colors.text.default,
  primary: colors.primary.default,
  background: colors.background.default,
  textPrimary: colors.textPrimary.default,
} as const;
