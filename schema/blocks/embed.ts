import { spacingSchema } from "../common";
import { EMBED_URL_PATTERN } from "../embeds/embedAddress";

/**
 * Props of the Embed block (issue 39): a Spotify, SoundCloud, Bandcamp, Apple Music, YouTube or Vimeo
 * player that a fan loads with a click, nothing being asked of the other site before it.
 */
export const embedPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    url: {
      type: "string",
      pattern: EMBED_URL_PATTERN,
      maxLength: 2048,
      default: "",
      description:
        "The share link or player address of a track, album, playlist or video on Spotify, SoundCloud, Bandcamp (its EmbeddedPlayer address), Apple Music, YouTube or Vimeo; https only.",
    },
    title: {
      type: "string",
      maxLength: 200,
      default: "",
      description: "What is played, shown on the card before loading, under the player after, and naming the player for screen readers.",
    },
    size: {
      enum: ["compact", "full"],
      default: "full",
      description:
        "The service's small player (one line of a track, a narrower video) or its full one (artwork and track list, a full-width video).",
    },
    margins: spacingSchema,
  },
} as const;
