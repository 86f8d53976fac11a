import type { FromSchema } from "json-schema-to-ts";
import {
  FONT_FAMILY_PATTERN,
  hexColorSchema,
  idSchema,
  linkSchema,
  mediaUrlSchema,
  PAGE_PATH_PATTERN,
  schemaVersionSchema,
} from "./common";
import { SITE_FONT_IDS } from "./fonts";
import { PAGE_TITLE_MAX_LENGTH } from "./rules/documents";
import { DESCRIPTION_MAX_LENGTH } from "./rules/seo";
import { SCHEMA_BASE_URL } from "./version";

export const SOCIAL_ICONS = ["instagram", "facebook", "twitter", "youtube", "website"] as const;

export const headerLinkSchema = {
  type: "object",
  additionalProperties: false,
  required: ["href", "label"],
  properties: {
    href: { ...linkSchema, minLength: 1, description: "A page of this site (/music) or an external address." },
    label: { type: "string", minLength: 1, maxLength: 60 },
  },
} as const;

export const socialLinkSchema = {
  type: "object",
  additionalProperties: false,
  required: ["href", "icon"],
  properties: {
    href: { ...linkSchema, minLength: 1 },
    icon: { enum: SOCIAL_ICONS },
  },
} as const;

/** Theme settings (SPEC §3) with the defaults of SPEC §9. */
export const themeSettingsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    colors: {
      type: "object",
      additionalProperties: false,
      properties: {
        text: { ...hexColorSchema, default: "#ffffff" },
        primary: { ...hexColorSchema, default: "#d4bbcf" },
        background: { ...hexColorSchema, default: "#1c1d29" },
        textPrimary: { ...hexColorSchema, default: "#1c1d29", description: "Text on the primary colour." },
      },
      default: {},
    },
    cornerRadius: { type: "number", minimum: 0, maximum: 100, default: 10, description: "Pixels." },
    bodyFont: { enum: SITE_FONT_IDS, description: "The font of the site's text (`schema/fonts.ts`); System sans when absent." },
    headingFont: { enum: SITE_FONT_IDS, description: "The font of its headings; the body's when absent." },
    fontFamily: {
      type: "string",
      pattern: FONT_FAMILY_PATTERN,
      description:
        "Fonts on the fan's device, as sites named them before the font picker: the body and headings use them while bodyFont is absent.",
    },
    logo: mediaUrlSchema,
    headerLinks: { type: "array", maxItems: 20, items: headerLinkSchema, default: [] },
    socialLinks: { type: "array", maxItems: 20, items: socialLinkSchema, default: [] },
  },
  default: {},
} as const;

export const pageEntrySchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "path", "title"],
  properties: {
    id: idSchema,
    path: { type: "string", pattern: PAGE_PATH_PATTERN },
    title: { type: "string", minLength: 1, maxLength: PAGE_TITLE_MAX_LENGTH },
  },
} as const;

/** The site document: what every page of an artist's site shares. */
export const siteDocumentSchema = {
  $id: `${SCHEMA_BASE_URL}site.json`,
  title: "Backline site document",
  type: "object",
  additionalProperties: false,
  required: ["schemaVersion", "kind"],
  properties: {
    schemaVersion: schemaVersionSchema,
    kind: { const: "site" },
    theme: { enum: ["default", "link-tree"], default: "default", description: "The default artist theme or Link Tree." },
    settings: themeSettingsSchema,
    pages: { type: "array", maxItems: 200, items: pageEntrySchema, default: [] },
    seo: {
      type: "object",
      additionalProperties: false,
      description: "What search results and social cards show for a page that does not say.",
      properties: {
        description: { type: "string", maxLength: DESCRIPTION_MAX_LENGTH, description: "The site's description." },
        image: { ...mediaUrlSchema, description: "The picture of social cards; the logo when absent." },
      },
    },
    notFoundPage: {
      type: "string",
      pattern: PAGE_PATH_PATTERN,
      description:
        "The path of the page fans see, with a 404, at an address no page or redirect answers. Backline's own not-found page when absent, or when that page is not published.",
    },
  },
} as const;

export type SiteDocument = FromSchema<typeof siteDocumentSchema, { keepDefaultedPropertiesOptional: true }>;
export type ThemeSettings = FromSchema<typeof themeSettingsSchema, { keepDefaultedPropertiesOptional: true }>;
export type ResolvedThemeSettings = FromSchema<typeof themeSettingsSchema>;
export type HeaderLink = FromSchema<typeof headerLinkSchema>;
export type SocialLink = FromSchema<typeof socialLinkSchema>;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];
export type SiteSeo = NonNullable<SiteDocument["seo"]>;
export type SiteTheme = NonNullable<SiteDocument["theme"]>;
