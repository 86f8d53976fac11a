import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/** GET public/tracks/{trackId}/stream: a track, by id. */
export const trackParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["trackId"],
  properties: { trackId: idSchema },
} as const;

/**
 * What the player may play of a track for whoever asks (issue 32): a short-lived link to the full
 * streaming copy (buyers, the artist's editors, and everyone when the artist allows it) or to the
 * preview clip, never to the master; how loud to play it; and the waveform of what is played.
 */
export const trackStreamSchema = {
  type: "object",
  additionalProperties: false,
  required: ["url", "kind", "gainDb", "durationSeconds", "startSeconds", "peaks"],
  properties: {
    url: { type: "string", description: "The streaming copy (AAC in M4A), signed for a while; range requests seek." },
    kind: { enum: ["full", "preview"] },
    gainDb: {
      type: "number",
      description: "What to add to the volume, in dB, to play the track at -14 LUFS (0 when the release plays as mastered).",
    },
    durationSeconds: { type: "number", minimum: 0, description: "How long what is played is." },
    startSeconds: { type: "number", minimum: 0, description: "Where in the track it starts (a preview may start later than 0:00)." },
    peaks: {
      type: "array",
      maxItems: 1000,
      items: { type: "integer", minimum: 0, maximum: 255 },
      description: "The waveform of what is played, loudest sample per slice, 0 to 255.",
    },
  },
} as const;

export type TrackStream = FromSchema<typeof trackStreamSchema>;
