import { mediaUrlSchema, spacingSchema } from "../common";
import { embedUrlPattern } from "../embeds/embedAddress";

/** The shapes a Video block's frame may take; a video is letterboxed inside, never cropped. */
export const VIDEO_ASPECTS = ["16:9", "4:3", "1:1", "9:16", "21:9"] as const;

/**
 * Props of the Video block (issue 39): an uploaded video, played from the web copy the server
 * makes of it with its poster, or a YouTube or Vimeo video a fan loads with a click.
 */
export const videoPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    source: {
      enum: ["upload", "link"],
      default: "upload",
      description: "An uploaded video from the media library, or a YouTube or Vimeo link.",
    },
    video: { ...mediaUrlSchema, description: "The uploaded video (an MP4 from the media library), as the artist uploaded it." },
    webCopy: {
      ...mediaUrlSchema,
      description:
        "The web copy the server made of the uploaded video (H.264/AAC MP4), set by the studio once it is ready; fans see the block from then.",
    },
    poster: {
      ...mediaUrlSchema,
      description: "The picture shown before the video plays: the frame the server took, or an image from the media library.",
    },
    url: {
      type: "string",
      pattern: embedUrlPattern(["youtube", "vimeo"]),
      maxLength: 2048,
      default: "",
      description: "A YouTube or Vimeo video's link or embed code; https only. Nothing is loaded from there before a fan clicks.",
    },
    title: {
      type: "string",
      maxLength: 200,
      default: "",
      description: "What the video is, naming it for screen readers and, for a link, on the card before it loads.",
    },
    caption: { type: "string", maxLength: 300, default: "" },
    autoplay: {
      type: "boolean",
      default: false,
      description: "An uploaded video plays by itself, muted and looping, as a background-like clip.",
    },
    controls: { type: "boolean", default: true, description: "Shows the player's controls (play, volume, full screen)." },
    aspect: { enum: VIDEO_ASPECTS, default: "16:9" },
    margins: spacingSchema,
  },
} as const;
