import { cssLengthSchema, hexColorSchema, mediaUrlSchema, paddingSchema, spacingSchema } from "../common";

const flexPositionSchema = { enum: ["flex-start", "center", "flex-end"], default: "flex-start" } as const;

/** Props of the Container block (SPEC §3). */
export const containerPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    role: {
      enum: ["section", "page", "header", "footer"],
      default: "section",
      description:
        "page, header and footer containers hold the page's frame: they cannot be deleted or moved, and render as main, header and footer.",
    },
    width: { ...cssLengthSchema, default: "100%" },
    height: { ...cssLengthSchema, default: "auto" },
    background: { ...hexColorSchema, description: "Transparent when unset." },
    color: { ...hexColorSchema, description: "Text colour inside; inherited when unset." },
    margins: spacingSchema,
    paddings: paddingSchema,
    radius: { type: "number", minimum: 0, maximum: 1000, default: 0, description: "Corner radius in pixels." },
    shadow: { type: "integer", minimum: 0, maximum: 100, default: 0, description: "Box shadow strength, 0 for none." },
    backgroundImage: mediaUrlSchema,
    backgroundVideo: { ...mediaUrlSchema, description: "An MP4 video played muted in a loop behind the content." },
    backgroundBrightness: {
      type: "number",
      minimum: 0,
      maximum: 100,
      description: "Brightness of the background image or video; 60 for an image and 50 for a video when unset.",
    },
    flexDirection: { enum: ["row", "column"], default: "column" },
    alignItems: flexPositionSchema,
    justifyContent: flexPositionSchema,
    fillSpace: { enum: ["yes", "no"], default: "no", description: "Grow to fill the free space of its parent." },
  },
} as const;
