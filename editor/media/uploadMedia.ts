import { UPLOAD_CONTENT_TYPES, type UploadContentType } from "../../schema/api/uploads";
import type { MediaItem, MediaType } from "../../schema/entities/media";
import { studioApi, uploadFile } from "../api/studioApi";

/** SPEC §2: the file input takes any image for images, and MP4 for videos. */
export const ACCEPT_BY_TYPE: Readonly<Record<MediaType, string>> = { image: "image/*", video: "video/mp4" };

const IMAGE_FORMATS = "PNG, JPEG, GIF, WebP, SVG or AVIF";

/** Why the server would refuse this file (its type or size, as server/routes/uploads.ts checks them), or null. */
export function uploadProblem(file: File, type: MediaType): string | null {
  const accepted = Object.hasOwn(UPLOAD_CONTENT_TYPES, file.type) ? UPLOAD_CONTENT_TYPES[file.type as UploadContentType] : undefined;
  if (!accepted || accepted.kind !== type) return type === "image" ? `Choose a ${IMAGE_FORMATS} image.` : "Choose an MP4 video.";
  if (file.size > accepted.maxBytes) return `This file is larger than ${accepted.maxBytes / (1024 * 1024)} MB.`;
  return null;
}

/**
 * Uploads a file to the artist's media library (SPEC §7): a presigned URL, the file sent to it by
 * PUT with progress, then the media item recorded. Rejects with the step's message when one fails.
 */
export async function uploadMedia(
  profileId: string,
  file: File,
  type: MediaType,
  onProgress: (fraction: number) => void,
): Promise<MediaItem> {
  const { presignedUrl, remoteUrl } = await studioApi.presign(profileId, file.name);
  await uploadFile(presignedUrl, file, onProgress);
  return studioApi.createMedia(profileId, { url: remoteUrl, size: file.size, name: file.name.slice(0, 255) || "upload", type });
}
