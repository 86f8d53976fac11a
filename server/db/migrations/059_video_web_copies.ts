/**
 * Videos' web copies (issue 39, item 1): each uploaded video a page uses gets, by a job, an H.264/AAC
 * MP4 fans' browsers all play and a poster frame; `video_files` says where that stands, as
 * `audio_files` does for masters (migration 026). The copies are stored beside the upload.
 */
export const videoWebCopies = `
CREATE TABLE video_files (
  storage_key text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'processing', 'ready', 'failed')),
  problem text,
  attempts integer NOT NULL DEFAULT 0,
  web_key text,
  poster_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX video_files_unfinished ON video_files (state) WHERE state IN ('queued', 'processing');
`;
