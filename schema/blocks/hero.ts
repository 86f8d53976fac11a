import { mediaUrlSchema } from "../common";

/** Props of the Hero block: the artist's name, a tagline and the social icons of the site. */
export const heroPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    title: { type: "string", maxLength: 120, default: "", description: "The artist's name when empty." },
    tagline: { type: "string", maxLength: 300, default: "" },
    showSocialLinks: { type: "boolean", default: true },
    backgroundImage: mediaUrlSchema,
    textAlign: { enum: ["left", "center"], default: "center" },
  },
} as const;
