import { createRandom, type Random, type Seed } from "./random";
import { addEcho, addKick, addNoiseHit, addNote, BASS, BELL, LEAD, PAD, SAMPLE_RATE } from "./synth";

/** Demo tracks are mono 16-bit PCM at 22 050 Hz: about 1.3 MB for 30 seconds. */
export const WAV_SAMPLE_RATE = SAMPLE_RATE;
export const MIN_TRACK_SECONDS = 20;
export const MAX_TRACK_SECONDS = 40;

export const TRACK_MOODS = ["dreamy", "driving", "mellow", "bright", "dark"] as const;
export type TrackMood = (typeof TRACK_MOODS)[number];

/** What a synthesized piece sounds like. Everything but the seed is derived from the seed when omitted. */
export interface TrackSpec {
  readonly seed: Seed;
  /** Roughly how long, 20 to 40 seconds; the piece ends on a whole bar plus a short release tail. */
  readonly durationSeconds?: number;
  /** Tempo, 60 to 160 beats per minute. */
  readonly bpm?: number;
  readonly mood?: TrackMood;
  /** MIDI note of the key's root, such as 57 for A3. */
  readonly root?: number;
}

const SCALES: Record<TrackMood, readonly number[]> = {
  dreamy: [0, 2, 4, 5, 7, 9, 11],
  driving: [0, 2, 3, 5, 7, 8, 10],
  mellow: [0, 2, 3, 5, 7, 9, 10],
  bright: [0, 2, 4, 5, 7, 9, 10],
  dark: [0, 2, 3, 5, 7, 8, 10],
};
/** Chord progressions as 0-based scale degrees, one chord per bar. */
const PROGRESSIONS: Record<TrackMood, readonly (readonly number[])[]> = {
  dreamy: [
    [0, 4, 5, 3],
    [0, 5, 3, 4],
    [3, 0, 4, 5],
  ],
  driving: [
    [0, 5, 2, 6],
    [0, 3, 5, 4],
  ],
  mellow: [
    [0, 3, 0, 4],
    [1, 4, 0, 0],
  ],
  bright: [
    [0, 6, 3, 0],
    [0, 4, 3, 3],
  ],
  dark: [
    [0, 5, 6, 4],
    [0, 0, 5, 6],
  ],
};
const BPM_RANGES: Record<TrackMood, readonly [number, number]> = {
  dreamy: [72, 92],
  driving: [118, 138],
  mellow: [80, 100],
  bright: [100, 124],
  dark: [88, 108],
};

interface Arrangement {
  readonly mood: TrackMood;
  readonly bpm: number;
  readonly root: number;
  readonly bars: number;
  readonly progression: readonly number[];
}

function arrange(spec: TrackSpec, random: Random): Arrangement {
  const mood = spec.mood ?? random.pick(TRACK_MOODS);
  const [low, high] = BPM_RANGES[mood];
  const bpm = Math.min(160, Math.max(60, spec.bpm ?? random.int(low, high)));
  const root = spec.root ?? random.int(48, 59);
  const target = Math.min(MAX_TRACK_SECONDS - 2, Math.max(MIN_TRACK_SECONDS, spec.durationSeconds ?? random.range(24, 34)));
  const barSeconds = 240 / bpm;
  let bars = Math.max(4, Math.round(target / barSeconds));
  while (bars * barSeconds > MAX_TRACK_SECONDS - 2) bars--;
  while (bars * barSeconds < MIN_TRACK_SECONDS) bars++;
  return { mood, bpm, root, bars, progression: random.pick(PROGRESSIONS[mood]) };
}

/** Seconds after the last bar for the notes and echoes to ring out. */
const RELEASE_TAIL_SECONDS = 1.5;

function sampleCount(bars: number, bpm: number): number {
  return Math.ceil((bars * 4 * (60 / bpm) + RELEASE_TAIL_SECONDS) * WAV_SAMPLE_RATE);
}

/** How long `synthesizeTrack(spec)` will be, in seconds, without rendering it. */
export function plannedDuration(spec: TrackSpec): number {
  const { bars, bpm } = arrange(spec, createRandom(spec.seed));
  return sampleCount(bars, bpm) / WAV_SAMPLE_RATE;
}

/** One phrase of lead notes over four bars: [beat offset, length in beats, scale degree]. */
function composePhrase(random: Random, progression: readonly number[]): [number, number, number][] {
  const notes: [number, number, number][] = [];
  let degree = 9;
  for (let beat = 0; beat < 16; ) {
    const chord = progression[Math.floor(beat / 4) % progression.length] as number;
    const rhythm = random.pick([[1], [0.5, 0.5], [2], [1.5, 0.5], [0.5, 0.5], [1]]);
    if (beat % 4 === 3 && random.chance(0.35)) {
      beat += 1;
      continue;
    }
    for (const length of rhythm) {
      degree = Math.min(15, Math.max(5, degree + random.pick([-2, -1, -1, 0, 1, 1, 2])));
      if (Number.isInteger(beat) && beat % 2 === 0) {
        const tones = [chord, chord + 2, chord + 4, chord + 7, chord + 9, chord + 11];
        degree = tones.reduce((best, tone) => (Math.abs(tone - degree) < Math.abs(best - degree) ? tone : best));
      }
      notes.push([beat, length, degree]);
      beat += length;
    }
  }
  return notes;
}

/** Renders the piece into a float signal in [-0.9, 0.9]. */
function render(spec: TrackSpec): Float32Array {
  const random = createRandom(spec.seed);
  const { mood, bpm, root, bars, progression } = arrange(spec, random);
  const beat = 60 / bpm;
  const scale = SCALES[mood];
  const noteAt = (degree: number): number => root + 12 * Math.floor(degree / 7) + (scale[((degree % 7) + 7) % 7] as number);
  const length = sampleCount(bars, bpm);
  const pads = new Float32Array(length);
  const lead = new Float32Array(length);
  const rhythm = new Float32Array(length);
  const phrases = [composePhrase(random, progression), composePhrase(random, progression)];
  const leadTable = mood === "bright" || mood === "dreamy" ? BELL : LEAD;
  const swing = mood === "bright" ? 0.06 * beat : 0;

  for (let bar = 0; bar < bars; bar++) {
    const start = bar * 4 * beat;
    const isIntro = bar < 2;
    const isOutro = bar === bars - 1;
    const isBreak = bars > 10 && bar === Math.floor(bars / 2);
    const chord = isOutro ? 0 : (progression[bar % progression.length] as number);
    for (const offset of [0, 2, 4]) {
      const note = noteAt(chord + offset) + 12;
      addNote(pads, PAD, start, 4 * beat, note, 0.07, { attack: 0.4, decay: 0.6, sustain: 0.8, release: 0.8 });
      addNote(pads, PAD, start, 4 * beat, note + 0.08, 0.04, { attack: 0.6, decay: 0.6, sustain: 0.8, release: 0.8 });
    }
    const bassNote = noteAt(chord) - 12;
    const bassHits: [number, number, number][] =
      mood === "driving"
        ? [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((b) => [b, 0.45, b === 3.5 ? 12 : 0])
        : mood === "dreamy" || mood === "mellow"
          ? [
              [0, 2.5, 0],
              [3, 0.9, 7],
            ]
          : [
              [0, 0.9, 0],
              [1.5, 0.4, 0],
              [2, 0.9, 0],
              [3.5, 0.4, 12],
            ];
    if (!isIntro) {
      for (const [at, span, interval] of bassHits) {
        addNote(rhythm, BASS, start + at * beat, span * beat, bassNote + interval, 0.3, {
          attack: 0.01,
          decay: 0.25,
          sustain: 0.6,
          release: 0.08,
        });
      }
    }
    if (!isIntro && !isOutro && !isBreak) {
      const phrase = phrases[Math.floor((bar - 2) / 4) % 3 === 2 ? 1 : 0] as [number, number, number][];
      for (const [at, span, degree] of phrase.filter(([at]) => Math.floor(at / 4) === (bar - 2) % 4)) {
        const lag = at % 1 === 0.5 ? swing : 0;
        const envelope = { attack: 0.02, decay: 0.2, sustain: 0.55, release: 0.25 };
        addNote(lead, leadTable, start + (at % 4) * beat + lag, span * beat * 0.9, noteAt(degree), 0.16, envelope, 0.004);
      }
    }
    if (isOutro || isBreak) continue;
    const kicks = mood === "driving" ? [0, 1, 2, 3] : mood === "dreamy" ? [0, 2.5] : mood === "mellow" ? [0, 1.5] : [0, 1.5, 2];
    const snares = mood === "mellow" || mood === "dreamy" ? [2] : [1, 3];
    if (!isIntro) {
      for (const at of kicks) addKick(rhythm, start + at * beat, 0.55, random);
      for (const at of snares) addNoiseHit(rhythm, start + at * beat, mood === "dreamy" ? 0.12 : 0.2, 16, "snare", random);
    }
    for (let eighth = 0; eighth < 8; eighth++) {
      const accent = eighth % 2 === 0 ? 1 : 0.6;
      addNoiseHit(rhythm, start + eighth * 0.5 * beat + (eighth % 2 ? swing : 0), 0.07 * accent, 70, "hat", random);
    }
  }

  const mix = new Float32Array(length);
  addEcho(lead, mix, 0.75 * beat, 0.32, 0.35);
  addEcho(pads, mix, 0.5 * beat, 0.2, 0.15);
  let peak = 0;
  for (let n = 0; n < length; n++) {
    mix[n] = (mix[n] as number) + (rhythm[n] as number);
    peak = Math.max(peak, Math.abs(mix[n] as number));
  }
  const gain = peak > 0 ? 0.9 / peak : 0;
  const fadeIn = 0.01 * WAV_SAMPLE_RATE;
  const fadeOut = RELEASE_TAIL_SECONDS * WAV_SAMPLE_RATE;
  for (let n = 0; n < length; n++) {
    const edge = Math.min(1, n / fadeIn, (length - n) / fadeOut);
    mix[n] = (mix[n] as number) * gain * edge;
  }
  return mix;
}

/** Writes a mono 16-bit PCM WAV file (RIFF header of 44 bytes, then the samples little-endian). */
export function encodeWav(samples: Float32Array, sampleRate = WAV_SAMPLE_RATE): Buffer {
  const dataBytes = samples.length * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write("RIFF", 0, "ascii");
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write("WAVE", 8, "ascii");
  buffer.write("fmt ", 12, "ascii");
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36, "ascii");
  buffer.writeUInt32LE(dataBytes, 40);
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  for (let n = 0; n < samples.length; n++) {
    const value = Math.max(-1, Math.min(1, samples[n] as number));
    view.setInt16(44 + n * 2, Math.round(value * 32767), true);
  }
  return buffer;
}

/**
 * A short piece of music (pads on a chord progression, a bass line, a lead melody with echo,
 * and kick, snare and hats made from sine sweeps and noise) as a WAV file. Deterministic for a seed.
 *
 * @example
 * const wav = synthesizeTrack({ seed: "salt-and-static/1", mood: "dreamy" });
 */
export function synthesizeTrack(spec: TrackSpec): Buffer {
  return encodeWav(render(spec));
}

export interface WavInfo {
  readonly format: number;
  readonly channels: number;
  readonly sampleRate: number;
  readonly byteRate: number;
  readonly blockAlign: number;
  readonly bitsPerSample: number;
  readonly dataOffset: number;
  readonly dataBytes: number;
}

/** Reads a WAV file's format and where its samples are, walking its chunks. Throws on a file that is not WAV. */
export function readWavInfo(buffer: Buffer): WavInfo {
  if (buffer.length < 12 || buffer.toString("ascii", 0, 4) !== "RIFF" || buffer.toString("ascii", 8, 12) !== "WAVE") {
    throw new Error("Not a RIFF/WAVE file.");
  }
  let format: Omit<WavInfo, "dataOffset" | "dataBytes"> | undefined;
  for (let offset = 12; offset + 8 <= buffer.length; ) {
    const id = buffer.toString("ascii", offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt " && size >= 16 && body + 16 <= buffer.length) {
      format = {
        format: buffer.readUInt16LE(body),
        channels: buffer.readUInt16LE(body + 2),
        sampleRate: buffer.readUInt32LE(body + 4),
        byteRate: buffer.readUInt32LE(body + 8),
        blockAlign: buffer.readUInt16LE(body + 12),
        bitsPerSample: buffer.readUInt16LE(body + 14),
      };
    } else if (id === "data") {
      if (!format) throw new Error("The data chunk comes before the fmt chunk.");
      return { ...format, dataOffset: body, dataBytes: Math.min(size, buffer.length - body) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error("The WAV file has no data chunk.");
}

/** A WAV file's length in seconds. */
export function wavDuration(buffer: Buffer): number {
  const info = readWavInfo(buffer);
  if (info.byteRate === 0) throw new Error("The WAV file has a byte rate of 0.");
  return info.dataBytes / info.byteRate;
}
