/** Uploads and the media library: what a file may be, how large, its upload links and members-only file links. */
import type { ErrorCodes, SharedMessages } from "./entry";

const bytes = (count: number) => `${Math.round(count / 1024 / 1024)} MB`;
type MediaKind = "image" | "video" | "audio" | "document";
const A_MEDIA: Readonly<Record<MediaKind, string>> = {
  image: "an image",
  video: "a video",
  audio: "an audio file",
  document: "a PDF document",
};
const aMediaOf = (kind: MediaKind) => A_MEDIA[kind];

/** The codes of media alone. */
export const MEDIA_ERRORS = {
  media_link_missing: { status: 403, messages: { members: "This file is for members. Open it from the page that shows it." } },
  media_link_invalid: { status: 403, messages: { invalid: "This file's link is not valid." } },
  media_link_expired: { status: 403, messages: { expired: "This file's link has expired. Open it again from the page that shows it." } },
  upload_in_use: { status: 409, messages: { inUse: "This upload link is in use. If an upload was cut off, try again in a moment." } },
  range_not_satisfiable: { status: 416, messages: { notInFile: "The requested range is not in the file." } },
} as const satisfies ErrorCodes;

/** The messages of media under the codes every part of the API shares (index.ts gathers them). */
export const MEDIA_MESSAGES = {
  bad_request: {
    notUploadedHere: "This file was not uploaded to this site. Upload it first.",
    wrongMediaKind: (actual: MediaKind, declared: MediaKind) => `This file is ${aMediaOf(actual)}, not ${aMediaOf(declared)}.`,
    mediaAddress: "The media address must be a file uploaded here or an http(s) address.",
    uploadInterrupted: "The upload was interrupted.",
    notAVideo: "This file is not a video: choose a video from the media library.",
  },
  forbidden: {
    uploadLinkInvalid: "This upload link is not valid.",
    uploadLinkExpired: "This upload link has expired.",
  },
  not_found: {
    mediaItem: "Media item not found.",
    file: "File not found.",
    videoWebCopy: "No web copy of this video was asked for: choose the video again in the block's settings.",
  },
  conflict: {
    mediaInUse: (places: string) => `This file is used by ${places}: take it out there first.`,
    uploadLinkUsed: "This upload link was already used.",
  },
  body_too_large: {
    file: (maxBytes: number) => `The file is larger than ${bytes(maxBytes)}.`,
  },
  unsupported_media_type: {
    uploadType: "Only images, MP4 videos, audio (WAV, MP3, FLAC, AAC/M4A, OGG) and PDF documents can be uploaded.",
    uploadContents: "The file's contents do not match its type.",
  },
} as const satisfies SharedMessages;
