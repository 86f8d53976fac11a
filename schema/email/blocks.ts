import { hexColorSchema, linkSchema, mediaUrlSchema, paddingSchema } from "../common";
import { richTextFromPlainText } from "../richText/plainText";
import { richTextRef } from "../richText/ref";

/**
 * The props of the email blocks (SPEC §3 'Email builder blocks', DESIGN.md "Emails"). Sizes are
 * pixels; colours left unset follow the email's settings (`emailSettingsSchema`).
 */

/** SPEC §3: a new email Text block's words. */
export const EMAIL_TEXT_DEFAULT = "Click here and edit the content from the right side panel";
/** The body's width in every client (the 600 px of MJML and react-email). */
export const EMAIL_BODY_WIDTH = 600;

const alignSchema = { enum: ["left", "center", "right"], default: "left" } as const;

/** Text (SPEC §3 'text as HTML'): rich text, exported as email-safe HTML. */
export const emailTextPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    content: { ...richTextRef, default: richTextFromPlainText(EMAIL_TEXT_DEFAULT) },
    fontSize: { type: "integer", minimum: 1, maximum: 72, default: 16 },
    align: alignSchema,
    color: { ...hexColorSchema, description: "The email's text colour when unset." },
    paddings: { ...paddingSchema, default: [8, 24, 8, 24] },
    membersOnly: {
      type: "boolean",
      default: false,
      description:
        "Sent only to members of the tiers chosen for the send, the paid tiers by default (as Ghost's members-only marker); the web version leaves it out.",
    },
  },
} as const;

/** Container (SPEC §3 'width default 100%'): blocks stacked, on a background of their own. */
export const emailContainerPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    width: {
      type: "string",
      pattern: "^(?:100|[1-9]?[0-9])%$",
      default: "100%",
      description: "A share of the body's 600 px, 1% to 100%, centred.",
    },
    background: { ...hexColorSchema, description: "The canvas colour shows through when unset." },
    paddings: paddingSchema,
    radius: { type: "integer", minimum: 0, maximum: 48, default: 0, description: "Corner radius; square in Outlook for Windows." },
  },
} as const;

/** Image (SPEC §3 'src, height, width'), with alt text and an optional link. */
export const emailImagePropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    src: { ...mediaUrlSchema, description: "A media-library file (/media/…) or an https address; a placeholder when unset." },
    alt: { type: "string", maxLength: 300, default: "" },
    width: {
      type: "integer",
      minimum: 1,
      maximum: EMAIL_BODY_WIDTH,
      default: EMAIL_BODY_WIDTH,
      description: "Pixels; never wider than its column.",
    },
    height: { type: "integer", minimum: 1, maximum: 4000, description: "Pixels; in the picture's proportions when unset." },
    link: linkSchema,
    align: { ...alignSchema, default: "center" },
    paddings: paddingSchema,
  },
} as const;

/** Button (SPEC §3 'title default Button, link, backgroundColor, color; cannot be dragged'). */
export const emailButtonPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    title: { type: "string", minLength: 1, maxLength: 100, default: "Button" },
    link: { ...linkSchema, default: "/" },
    backgroundColor: { ...hexColorSchema, default: "#1c1d29" },
    color: { ...hexColorSchema, default: "#ffffff" },
    align: { ...alignSchema, default: "center" },
    paddings: { ...paddingSchema, default: [12, 24, 12, 24] },
  },
} as const;

/** Columns: 2 or 3 Column blocks side by side, stacked on narrow screens. */
export const emailColumnsPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    layout: {
      enum: ["1:1", "1:2", "2:1", "1:1:1"],
      default: "1:1",
      description: "The columns' shares of the width; 1:1:1 holds three columns, the others two.",
    },
    gap: { type: "integer", minimum: 0, maximum: 48, default: 16 },
    paddings: paddingSchema,
    stackOnMobile: { type: "boolean", default: true },
  },
} as const;

/** Column: one column of a Columns block. */
export const emailColumnPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    background: hexColorSchema,
    verticalAlign: { enum: ["top", "middle", "bottom"], default: "top" },
  },
} as const;

/** Divider: a horizontal rule. */
export const emailDividerPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    color: { ...hexColorSchema, default: "#d4d4d8" },
    thickness: { type: "integer", minimum: 1, maximum: 8, default: 1 },
    paddings: { ...paddingSchema, default: [16, 24, 16, 24] },
  },
} as const;

/** Spacer: empty height. */
export const emailSpacerPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    height: { type: "integer", minimum: 4, maximum: 200, default: 24 },
  },
} as const;
