/** Releases and their tracks' audio (issue 32): what a visitor may hear, audio being prepared, buyers' downloads. */
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of music alone. */
export const MUSIC_ERRORS = {
  /** A track a visitor may not hear (issue 32): the artist keeps it for buyers. */
  buyers_only: { status: 403, messages: { track: "This track is for buyers only: buy the release to hear it." } },
  /** A track whose streaming copy or preview is still being made (issue 32). */
  audio_not_ready: {
    status: 409,
    messages: {
      stream: "This track is still being prepared for listening. Try again in a minute.",
      failed: "This track could not be prepared for listening. The artist has been told.",
    },
  },
  /** A buyer's download link (issue 32): not this server's, expired, or of a purchase refunded since. */
  download_link_invalid: { status: 404, messages: { invalid: "This download link is not valid. Open your library and download again." } },
  download_link_expired: { status: 410, messages: { expired: "This download link has expired. Open your library and download again." } },
  download_revoked: { status: 410, messages: { refunded: "This purchase was refunded, so its downloads are no longer available." } },
  /** A download not made yet (issue 32): the library shows it preparing. */
  download_not_ready: { status: 409, messages: { preparing: "This download is still being prepared. Try again in a minute." } },
  /** A pre-ordered release before its date (issue 36): only its 'instant grat' tracks are out. */
  not_released_yet: {
    status: 403,
    messages: {
      release: (date: string) => `This release comes out on ${date}: your pre-order is delivered then, with an email.`,
    },
  },
} as const satisfies ErrorCodes;

/** The messages of music under the codes every part of the API shares (index.ts gathers them). */
export const MUSIC_MESSAGES = {
  bad_request: {
    trackAudioAddress: "A track's audio must be a file uploaded here for a track. Upload it again.",
    trackAudioUnread: "This track's audio has not been read yet: send its address to the track-audio route first.",
    releaseTypeRequired: "A music release is a single or an album: choose its type.",
    bundleOnlyMerch: "Only merch can include the download of a release.",
    bundleNotOwnRelease: "A merch item can include the download of one of this artist's own music releases only.",
    optionNamesRepeat: (name: string) => `Two options are called "${name}": give each option its own name.`,
    variantOptionCount: (position: number, expected: number) =>
      expected === 0
        ? `Variant ${position} names option values, but the product has no options.`
        : `Variant ${position} must name one value for each of the ${expected} option${expected === 1 ? "" : "s"}.`,
    variantOptionValue: (position: number, value: string, option: string) =>
      `Variant ${position} names "${value}", which is not a value of ${option}. Add it to the option first.`,
    variantRepeats: (combination: string) => `Two variants are ${combination}: each combination is sold once.`,
    formatNotOffered: (label: string) =>
      `This release cannot be downloaded as ${label}: its audio was uploaded in a lossy format, so only MP3, AAC and Ogg Vorbis are offered.`,
    notInRelease: "This release has no such track.",
    trackAudioProcessing: (title: string) =>
      `"${title}" is still being prepared for listening. Publish the release once its audio is ready (a minute or two).`,
    trackAudioFailed: (title: string, problem: string) =>
      `"${title}" could not be prepared for listening${problem ? ` (${problem})` : ""}. Retry it, or upload its file again, before publishing.`,
  },
  not_found: {
    release: "Release not found.",
    track: "Track not found.",
    /** A retry of a track's audio (issue 32) for a file the artist has no audio of. */
    trackAudio: "This artist has no such track audio: upload the track's file again.",
  },
  conflict: {
    releaseStale: "Someone else saved this release since you loaded it. Load it again to see their changes.",
    /** Only audio that failed is retried (issue 32): queued, processing or ready audio needs nothing. */
    trackAudioNotFailed: "This track's audio is not waiting for a retry: only audio that could not be prepared is tried again.",
  },
  unsupported_media_type: {
    notAudio: (why: string) => `This file is not audio that can be played: ${why}.`,
    notDecodable: (why: string) =>
      `This audio file cannot be decoded, so no streaming copy or download can be made of it (${why}). Export it again and upload the new file.`,
  },
} as const satisfies SharedMessages;
