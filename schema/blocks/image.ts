import { linkSchema, mediaUrlSchema, spacingSchema } from "../common";

/** How an Image block crops its picture: as uploaded, or to a shape (cropped around the focal point). */
export const IMAGE_ASPECTS = ["original", "1:1", "4:3", "3:2", "16:9", "3:4"] as const;

/** How wide an Image block shows, at most: the column's full width, or less. */
export const IMAGE_BLOCK_SIZES = ["small", "medium", "large", "full"] as const;

/** Props of the Image block (issue 39): a picture from the media library, its alt text or 'decorative', a caption and a link. */
export const imagePropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    src: { ...mediaUrlSchema, description: "The picture: an upload from the media library, or an https address." },
    alt: {
      type: "string",
      maxLength: 500,
      default: "",
      description: "What the picture shows, for people who cannot see it. Needed to publish, unless the picture is decorative.",
    },
    decorative: {
      type: "boolean",
      default: false,
      description: "Adds nothing a reader needs: screen readers skip it, and it needs no alt text.",
    },
    caption: { type: "string", maxLength: 300, default: "" },
    link: { ...linkSchema, description: "Where a click on the picture goes: a page of this site or an external address." },
    aspect: { enum: IMAGE_ASPECTS, default: "original" },
    focalX: {
      type: "integer",
      minimum: 0,
      maximum: 100,
      default: 50,
      description: "Across the picture, in percent: the point a crop keeps in view.",
    },
    focalY: { type: "integer", minimum: 0, maximum: 100, default: 50, description: "Down the picture, in percent." },
    size: { enum: IMAGE_BLOCK_SIZES, default: "large" },
    align: { enum: ["left", "center", "right"], default: "center" },
    margins: spacingSchema,
  },
} as const;
