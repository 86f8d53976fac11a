import { forgetAudioFile } from "../data/audioFiles";
import { isMediaUrlInUse } from "../data/media";
import { forgetVideoFile } from "../data/videoFiles";
import type { Queryable } from "../db/database";
import { storageKeyOfMediaUrl } from "../storage/mediaKeys";
import type { Storage } from "../storage/storage";
import { deleteStoredFile } from "./storedFileSizes";

/**
 * Deletes the stored files among `urls` that nothing names any more (a removed track's audio, a
 * deleted post's files), with what was read of them and what was made of them; files still in use, and addresses
 * elsewhere, stay.
 */
export async function deleteUnusedFiles(db: Queryable, storage: Storage, urls: Iterable<string>): Promise<void> {
  for (const url of new Set(urls)) {
    const key = storageKeyOfMediaUrl(url);
    if (key === null || (await isMediaUrlInUse(db, url))) continue;
    await deleteStoredFile(storage, key);
    // A master's streaming copy, previews and downloads go with it: no orphan copies stay in storage.
    for (const copy of await forgetAudioFile(db, key)) await storage.delete(copy);
    // A video's web copy and poster (with the poster's sizes) likewise.
    for (const copy of await forgetVideoFile(db, key)) await deleteStoredFile(storage, copy);
  }
}
