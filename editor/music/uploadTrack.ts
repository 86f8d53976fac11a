import type { TrackAudio } from "../../schema/api/releases";
import { UPLOAD_CONTENT_TYPES, type UploadContentType } from "../../schema/api/uploads";
import { studioApi, uploadFile } from "../api/studioApi";

/** What the track file input offers (the server checks the contents whatever the name says). */
export const TRACK_ACCEPT = "audio/*,.wav,.mp3,.flac,.m4a,.aac,.ogg";

/** Browsers name some files' types differently, or not at all: by extension then. */
const TYPE_BY_EXTENSION: Readonly<Record<string, UploadContentType>> = {
  wav: "audio/wav",
  mp3: "audio/mpeg",
  flac: "audio/flac",
  m4a: "audio/mp4",
  aac: "audio/aac",
  ogg: "audio/ogg",
  oga: "audio/ogg",
};

/** The type a track file is sent with, or null when it is not audio the server takes. */
export function trackContentType(file: File): UploadContentType | null {
  if (Object.hasOwn(UPLOAD_CONTENT_TYPES, file.type) && UPLOAD_CONTENT_TYPES[file.type as UploadContentType].kind === "audio") {
    return file.type as UploadContentType;
  }
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return TYPE_BY_EXTENSION[extension] ?? null;
}

/** Why a file cannot be a track (its kind or size), or null. */
export function trackFileProblem(file: File): string | null {
  const type = trackContentType(file);
  if (!type) return `${file.name} is not a WAV, MP3, FLAC, AAC/M4A or OGG file.`;
  const { maxBytes } = UPLOAD_CONTENT_TYPES[type];
  return file.size > maxBytes ? `${file.name} is larger than ${maxBytes / (1024 * 1024)} MB.` : null;
}

/**
 * Uploads a track's file as a private original (only signed links reach it), with progress, then
 * has the server read it: its format and length come back, or its refusal when it is not audio.
 */
export async function uploadTrack(profileId: string, file: File, onProgress: (fraction: number) => void): Promise<TrackAudio> {
  const type = trackContentType(file) ?? "application/octet-stream";
  const { presignedUrl, remoteUrl } = await studioApi.presign(profileId, file.name, { private: true });
  await uploadFile(presignedUrl, file.type === type ? file : new Blob([file], { type }), onProgress);
  return studioApi.readTrackAudio(profileId, remoteUrl);
}
