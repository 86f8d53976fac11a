/**
 * The audio pipeline (issue 32). Each uploaded master gets, by a job, a streaming copy, its
 * loudness and its waveform (`audio_files` says where that stands); each track says what a visitor
 * may hear of it (all, a preview clip the server cuts, or nothing); each release whether the
 * player evens out its tracks' loudness. Previews and download formats are made once per master
 * and window, or master, format and tags, and shared by every listener or buyer.
 *
 * Masters read before this version were never transcoded: they are queued (`state` 'queued'), and
 * the server queues their jobs at start.
 */
export const audioPipeline = `
ALTER TABLE audio_files ADD COLUMN lossless boolean NOT NULL DEFAULT false;
UPDATE audio_files SET lossless = true WHERE format IN ('WAV', 'FLAC', 'ALAC', 'AIFF');
ALTER TABLE audio_files ADD COLUMN state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'processing', 'ready', 'failed'));
ALTER TABLE audio_files ADD COLUMN problem text;
ALTER TABLE audio_files ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE audio_files ADD COLUMN stream_key text;
ALTER TABLE audio_files ADD COLUMN loudness_lufs numeric(6, 2);
ALTER TABLE audio_files ADD COLUMN true_peak_dbtp numeric(6, 2);
ALTER TABLE audio_files ADD COLUMN peaks bytea;
ALTER TABLE audio_files ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX audio_files_unfinished ON audio_files (state) WHERE state IN ('queued', 'processing');

ALTER TABLE tracks ADD COLUMN listen text NOT NULL DEFAULT 'full' CHECK (listen IN ('full', 'preview', 'none'));
ALTER TABLE tracks ADD COLUMN preview_start_seconds integer NOT NULL DEFAULT 0 CHECK (preview_start_seconds >= 0);
ALTER TABLE tracks ADD COLUMN preview_seconds integer NOT NULL DEFAULT 30 CHECK (preview_seconds BETWEEN 5 AND 120);
ALTER TABLE products ADD COLUMN normalize_loudness boolean NOT NULL DEFAULT true;

CREATE TABLE audio_previews (
  master_key text NOT NULL REFERENCES audio_files(storage_key) ON DELETE CASCADE,
  start_seconds integer NOT NULL,
  length_seconds integer NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'processing', 'ready', 'failed')),
  problem text,
  attempts integer NOT NULL DEFAULT 0,
  storage_key text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (master_key, start_seconds, length_seconds)
);

CREATE TABLE audio_downloads (
  master_key text NOT NULL REFERENCES audio_files(storage_key) ON DELETE CASCADE,
  format text NOT NULL,
  tags_hash text NOT NULL,
  -- What the file is tagged with (title, artist, album, track number, year) and its cover's storage key.
  tags jsonb NOT NULL,
  cover_key text,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'processing', 'ready', 'failed')),
  problem text,
  attempts integer NOT NULL DEFAULT 0,
  storage_key text NOT NULL,
  size bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (master_key, format, tags_hash)
);
`;
