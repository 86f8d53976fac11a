import { mediaUrlSchema, spacingSchema } from "../common";

/** How a Gallery lays its pictures out: rows of equal columns, or one strip scrolled sideways. */
export const GALLERY_LAYOUTS = ["grid", "carousel"] as const;

/**
 * The shapes a Gallery crops its pictures to, the Image block's crops: every picture of a gallery
 * takes the same one, so rows line up ("as uploaded" would leave them ragged).
 */
export const GALLERY_ASPECTS = ["1:1", "4:3", "3:2", "16:9", "3:4"] as const;

/** One picture of a Gallery: an upload, what it shows in words (always needed), and a caption. */
export const galleryImageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["src"],
  properties: {
    src: { ...mediaUrlSchema, description: "The picture: an upload from the media library, or an https address." },
    alt: {
      type: "string",
      maxLength: 500,
      default: "",
      description: "What the picture shows, for people who cannot see it. Needed to publish: a gallery's pictures are never decorative.",
    },
    caption: { type: "string", maxLength: 300, default: "", description: "Shown under the picture and in the lightbox." },
  },
} as const;

/** Props of the Gallery block (issue 39): up to 100 pictures as a grid or a carousel, opened large in a lightbox. */
export const galleryPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    images: {
      type: "array",
      items: galleryImageSchema,
      maxItems: 100,
      default: [],
      description: "The pictures, in order. A gallery needs one at least to publish.",
    },
    layout: { enum: GALLERY_LAYOUTS, default: "grid" },
    columns: {
      type: "integer",
      minimum: 2,
      maximum: 6,
      default: 3,
      description: "Pictures a row of the grid holds on wide screens; phones show two.",
    },
    aspect: { enum: GALLERY_ASPECTS, default: "1:1", description: "The shape every picture is cropped to, around its centre." },
    lightbox: { type: "boolean", default: true, description: "A picture opens large over the page, to browse them all." },
    margins: spacingSchema,
  },
} as const;
