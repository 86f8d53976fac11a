import { useEffect, useState } from "react";
import { postInputSchema } from "../../schema/api/studioPosts";
import { UPLOAD_CONTENT_TYPES, type UploadContentType } from "../../schema/api/uploads";
import type { PostType } from "../../schema/entities/posts";
import { errorMessageOf } from "../../schema/errors";
import { fieldLimits } from "../../schema/fieldLimits";
import { FileDropZone } from "../shell/FileDropZone";
import type { DraftPostMedia } from "./postDraft";

type FileType = Exclude<PostType, "text" | "poll">;

/** How each kind of post gets its file: images and videos from the media library, audio and PDFs uploaded as private files. */
const SOURCES: Readonly<Record<FileType, { kind: DraftPostMedia["type"]; label: string; accept?: string }>> = {
  image: { kind: "image", label: "Choose image" },
  video: { kind: "video", label: "Choose video" },
  audio: { kind: "audio", label: "Upload audio (WAV, MP3, FLAC, AAC/M4A, OGG)", accept: "audio/*,.wav,.mp3,.flac,.m4a,.aac,.ogg" },
  document: { kind: "document", label: "Upload PDF", accept: "application/pdf,.pdf" },
};

const fileNameOf = (url: string) => (url.split("?")[0]?.split("/").pop() ?? "file").slice(0, 255);

/** Why a file cannot be this post's (its kind or size), or null. */
function fileProblem(file: File, kind: DraftPostMedia["type"]): string | null {
  const accepted = Object.hasOwn(UPLOAD_CONTENT_TYPES, file.type) ? UPLOAD_CONTENT_TYPES[file.type as UploadContentType] : undefined;
  if (!accepted || accepted.kind !== kind) return kind === "audio" ? "Choose a WAV, MP3, FLAC, AAC/M4A or OGG file." : "Choose a PDF file.";
  return file.size > accepted.maxBytes ? `This file is larger than ${accepted.maxBytes / (1024 * 1024)} MB.` : null;
}

/**
 * The file a post shows (issue 17), with what fans read of it: a title, and for an image its alt
 * text. Members-only posts' files are moved to private storage by the server as the post is saved.
 */
/** What a post's file may say, as the API takes it. */
const postMediaInput = postInputSchema.properties.media.items.properties;

export function PostFiles({
  type,
  media,
  onChange,
  pickMedia,
  uploadFile,
  onUploadingChange,
  problem,
}: {
  readonly type: FileType;
  readonly media: readonly DraftPostMedia[];
  onChange(media: readonly DraftPostMedia[]): void;
  pickMedia(type: "image" | "video"): Promise<string | null>;
  uploadFile(file: File, onProgress: (fraction: number) => void): Promise<string>;
  onUploadingChange(uploading: boolean): void;
  readonly problem?: string;
}) {
  const source = SOURCES[type];
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => onUploadingChange(progress !== null), [progress, onUploadingChange]);
  const file = media.find((item) => item.type === source.kind);
  const setFile = (item: DraftPostMedia | null) => onChange(item ? [item] : []);

  const choose = async () => {
    if (source.kind !== "image" && source.kind !== "video") return;
    const url = await pickMedia(source.kind);
    if (url) setFile({ type: source.kind, url, name: fileNameOf(url) });
  };

  const upload = async (chosen: File | undefined) => {
    if (!chosen) return;
    const refused = fileProblem(chosen, source.kind);
    setFailure(refused);
    if (refused) return;
    setProgress(0);
    try {
      const url = await uploadFile(chosen, setProgress);
      setFile({
        type: source.kind,
        url,
        name: chosen.name.slice(0, 255),
        title: chosen.name.replace(/\.[A-Za-z0-9]{1,5}$/, "").slice(0, 200),
      });
    } catch (error) {
      setFailure(`${chosen.name}: ${errorMessageOf(error, "the upload failed")}`);
    }
    setProgress(null);
  };

  return (
    <fieldset className="studio-admin__benefits">
      <legend>File</legend>
      {file ? (
        <div className="studio-admin__inline">
          <span>{file.name}</span>
          <input
            aria-label="Title fans read"
            value={file.title ?? ""}
            {...fieldLimits(postMediaInput.title)}
            onChange={(event) => setFile({ ...file, title: event.target.value })}
          />
          {file.type === "image" ? (
            <input
              aria-label="Alt text (what the image shows)"
              value={file.alt ?? ""}
              {...fieldLimits(postMediaInput.alt)}
              onChange={(event) => setFile({ ...file, alt: event.target.value })}
            />
          ) : null}
          <button type="button" onClick={() => setFile(null)}>
            Remove file
          </button>
        </div>
      ) : null}
      {source.accept ? (
        <FileDropZone
          key={type}
          label={source.label}
          accept={source.accept}
          disabled={progress !== null}
          progress={progress === null ? null : { label: "Uploading", percent: Math.round(progress * 100) }}
          onFiles={([chosen]) => void upload(chosen)}
        />
      ) : (
        <button type="button" onClick={() => void choose()}>
          {file ? `${source.label} instead` : source.label}
        </button>
      )}
      {failure ? (
        <p className="studio-field-error" role="alert">
          {failure}
        </p>
      ) : null}
      {problem ? <p className="studio-field-error">{problem}</p> : null}
    </fieldset>
  );
}
