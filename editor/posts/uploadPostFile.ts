import { studioApi, uploadFile } from "../api/studioApi";

/**
 * Uploads a post's audio or PDF as a private file (only signed links reach it), with progress;
 * resolves to its address for the post.
 */
export async function uploadPostFile(profileId: string, file: File, onProgress: (fraction: number) => void): Promise<string> {
  const { presignedUrl, remoteUrl } = await studioApi.presign(profileId, file.name, { private: true });
  await uploadFile(presignedUrl, file, onProgress);
  return remoteUrl;
}
