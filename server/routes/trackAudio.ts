import { join } from "node:path";
import { profileParamsSchema } from "../../schema/api/common";
import { trackAudioBodySchema, trackAudioSchema } from "../../schema/api/releases";
import { UPLOAD_CONTENT_TYPES } from "../../schema/api/uploads";
import { whyUndecodable } from "../audio/decodeCheck";
import { ffmpegPath } from "../audio/ffmpeg";
import { copyFromStorage, withScratchFolder } from "../audio/scratchFiles";
import { findAudioFiles, recordAudioFile } from "../data/audioFiles";
import { findUploadByKey } from "../data/uploads";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { NotAudioError, readAudioFacts } from "../media/audioMetadata";
import { uploadContentTypeOf } from "../storage/contentSniffing";
import { isPrivateKey, storageKeyOfMediaUrl } from "../storage/mediaKeys";
import type { RoutePlugin } from "./plugin";
import { finishDirectUpload } from "./uploads";

const errors = errorResponses(400, 409, 413, 415);

const WHY_NOT_AUDIO: Readonly<Record<NotAudioError["reason"], string>> = {
  unreadable: "its contents are not a WAV, MP3, FLAC, AAC/M4A or OGG file",
  "no-audio": "it holds no sound",
  "no-duration": "its length cannot be read",
};

/**
 * Reads an uploaded track's file (issue 17): a private upload of this artist, read whole by
 * music-metadata for its format and length, and its start decoded by FFmpeg (issue 32). What is
 * not audio, or what FFmpeg cannot decode, is deleted and refused with the reason, so a release's
 * track can only ever name a file that plays and that the pipeline can transcode. Reading a file again answers the first
 * reading, without reading it again.
 */
export const trackAudioRoutes: RoutePlugin = async (app, { context }) => {
  const { db, storage, config, audio } = context;
  app.post(
    "/track-audio",
    {
      schema: {
        tags: ["releases"],
        params: profileParamsSchema,
        body: trackAudioBodySchema,
        response: { 200: trackAudioSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const { url } = request.body;
      const key = storageKeyOfMediaUrl(url);
      if (key === null || !isPrivateKey(key)) throw httpError("bad_request", "trackAudioAddress");
      const slot = await findUploadByKey(db, profileId, key);
      if (!slot) throw httpError("bad_request", "notUploadedHere");
      const upload = slot.completed ? slot : await finishDirectUpload({ db, storage }, slot);
      const contentType = uploadContentTypeOf(upload.contentType ?? undefined);
      if (!contentType || UPLOAD_CONTENT_TYPES[contentType].kind !== "audio") {
        throw httpError("bad_request", "wrongMediaKind", contentType ? UPLOAD_CONTENT_TYPES[contentType].kind : "image", "audio");
      }
      const known = (await findAudioFiles(db, profileId, [key])).get(key);
      if (known) return { url, format: known.format, durationSeconds: known.durationSeconds, size: known.size, title: null, artist: null };
      const file = await storage.get(key);
      if (!file) throw httpError("bad_request", "notUploadedHere");
      try {
        const facts = await readAudioFacts(file.stream, { mimeType: contentType, size: file.size });
        const undecodable = await withScratchFolder(async (folder) => {
          const copy = join(folder, "upload");
          await copyFromStorage(storage, key, copy);
          return whyUndecodable(ffmpegPath(config.ffmpegPath), copy);
        });
        if (undecodable) {
          await storage.delete(key);
          throw httpError("unsupported_media_type", "notDecodable", undecodable);
        }
        await recordAudioFile(db, profileId, {
          storageKey: key,
          format: facts.format,
          durationSeconds: facts.durationSeconds,
          size: file.size,
          lossless: facts.lossless,
        });
        // Its streaming copy, loudness and waveform are made by a job, never in this request.
        await audio.processMaster(key);
        return {
          url,
          format: facts.format,
          durationSeconds: facts.durationSeconds,
          size: file.size,
          title: facts.title,
          artist: facts.artist,
        };
      } catch (error) {
        if (!(error instanceof NotAudioError)) throw error;
        await storage.delete(key);
        throw httpError("unsupported_media_type", "notAudio", WHY_NOT_AUDIO[error.reason]);
      }
    },
  );
};
