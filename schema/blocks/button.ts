import { hexColorSchema, linkSchema, spacingSchema } from "../common";

/** Props of the Button block (SPEC §3). Colours left unset follow the site theme. */
export const buttonPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    text: { type: "string", maxLength: 200, default: "Button" },
    link: {
      ...linkSchema,
      description:
        "A page of this site (a path such as /music) or an external address. javascript:, data: and other unsafe schemes are refused.",
    },
    fullWidth: { type: "boolean", default: false },
    background: { ...hexColorSchema, description: "Custom colour; the theme's primary colour when unset." },
    color: { ...hexColorSchema, description: "Custom text colour; the theme's textPrimary colour when unset." },
    margins: spacingSchema,
    variant: {
      enum: ["primary", "outline"],
      default: "primary",
      description: "The theme look used when no custom background is set.",
    },
    buttonStyle: {
      enum: ["full", "outline"],
      default: "full",
      description: "How a custom background is applied: filled, or as border and text colour.",
    },
  },
} as const;
