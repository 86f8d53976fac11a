/**
 * The voices of the demo synthesizer: wavetable oscillators with envelopes, a kick from a sine
 * sweep, hats and snare from noise, and an echo. Each adds into a float bus; `wav.ts` arranges them.
 */
import type { Random } from "./random";

/** Samples per second of every demo voice and file. */
export const SAMPLE_RATE = 22050;

export const TABLE_SIZE = 2048;

/** One period of a waveform built from harmonics (amplitudes of partials 1, 2, 3…), plus a guard sample. */
function wavetable(partials: readonly number[]): Float32Array {
  const table = new Float32Array(TABLE_SIZE + 1);
  for (let index = 0; index <= TABLE_SIZE; index++) {
    let value = 0;
    for (const [k, amplitude] of partials.entries()) value += amplitude * Math.sin((2 * Math.PI * (k + 1) * index) / TABLE_SIZE);
    table[index] = value;
  }
  return table;
}
export const PAD = wavetable([1, 0.45, 0.3, 0.2, 0.12, 0.08]);
export const BASS = wavetable([1, 0.4, 0.12]);
export const LEAD = wavetable([1, 0.08, 0.28, 0.04, 0.1]);
export const BELL = wavetable([1, 0, 0.5, 0, 0, 0.25]);
export const SINE = wavetable([1]);

export interface Envelope {
  readonly attack: number;
  readonly decay: number;
  readonly sustain: number;
  readonly release: number;
}

function midiToFrequency(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

/** The envelope's level `t` seconds into a note that is held (before its release). */
function heldLevel(envelope: Envelope, t: number): number {
  if (t < envelope.attack) return t / envelope.attack;
  if (t < envelope.attack + envelope.decay) return 1 - ((1 - envelope.sustain) * (t - envelope.attack)) / envelope.decay;
  return envelope.sustain;
}

/**
 * Adds one note of a wavetable voice into `bus`, with an ADSR envelope and optional vibrato. The
 * envelope is drawn as straight segments between its breakpoints, so the inner loop only reads the table.
 */
export function addNote(
  bus: Float32Array,
  table: Float32Array,
  start: number,
  length: number,
  note: number,
  gain: number,
  envelope: Envelope,
  vibrato = 0,
): void {
  const first = Math.floor(start * SAMPLE_RATE);
  const step = (midiToFrequency(note) * TABLE_SIZE) / SAMPLE_RATE;
  const vibratoStep = (5.2 * TABLE_SIZE) / SAMPLE_RATE;
  const held = [0, envelope.attack, envelope.attack + envelope.decay].filter((t) => t < length);
  const times = [...held, length, length + envelope.release];
  const levels = [...held.map((t) => heldLevel(envelope, t)), heldLevel(envelope, length), 0];
  let phase = 0;
  let vibratoPhase = 0;
  let n = 0;
  for (let segment = 0; segment + 1 < times.length; segment++) {
    const end = Math.min(Math.floor((times[segment + 1] as number) * SAMPLE_RATE), bus.length - first);
    const from = levels[segment] as number;
    const slope = ((levels[segment + 1] as number) - from) / Math.max(1, end - n);
    let level = from * gain;
    const levelStep = slope * gain;
    for (; n < end; n++) {
      const index = phase | 0;
      const a = table[index] as number;
      bus[first + n] = (bus[first + n] as number) + level * (a + ((table[index + 1] as number) - a) * (phase - index));
      level += levelStep;
      if (vibrato === 0) phase += step;
      else {
        // The vibrato fades in over the first half second, as a singer's would.
        phase += step * (1 + vibrato * (SINE[vibratoPhase | 0] as number) * Math.min(1, (2 * n) / SAMPLE_RATE));
        vibratoPhase += vibratoStep;
        if (vibratoPhase >= TABLE_SIZE) vibratoPhase -= TABLE_SIZE;
      }
      if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
    }
  }
}

export function addKick(bus: Float32Array, start: number, gain: number, random: Random): void {
  const first = Math.floor(start * SAMPLE_RATE);
  // A sine sweeping down from about 164 Hz to 44 Hz, with a click of noise on top.
  let phase = 0;
  let sweep = 1;
  let body = 1;
  let click = 0.15;
  const sweepDecay = Math.exp(-28 / SAMPLE_RATE);
  const bodyDecay = Math.exp(-8 / SAMPLE_RATE);
  const clickDecay = Math.exp(-400 / SAMPLE_RATE);
  for (let n = 0; n < 0.4 * SAMPLE_RATE && first + n < bus.length; n++) {
    phase += ((44 + 120 * sweep) * TABLE_SIZE) / SAMPLE_RATE;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
    const noise = click > 0.0005 ? (random.next() * 2 - 1) * click : 0;
    bus[first + n] = (bus[first + n] as number) + gain * ((SINE[phase | 0] as number) * body + noise);
    sweep *= sweepDecay;
    body *= bodyDecay;
    click *= clickDecay;
  }
}

/** Noise through a first difference (a crude high-pass) for hats; plain noise with a tone for the snare. */
export function addNoiseHit(bus: Float32Array, start: number, gain: number, decay: number, kind: "hat" | "snare", random: Random): void {
  const first = Math.floor(start * SAMPLE_RATE);
  let previous = 0;
  let level = 1;
  let tone = 1;
  const levelDecay = Math.exp(-decay / SAMPLE_RATE);
  const toneDecay = Math.exp(-20 / SAMPLE_RATE);
  const toneStep = (185 * TABLE_SIZE) / SAMPLE_RATE;
  for (let n = 0; n < (6 / decay) * SAMPLE_RATE && first + n < bus.length; n++) {
    const noise = random.next() * 2 - 1;
    const body = kind === "hat" ? noise - previous : noise * 0.7 + (SINE[((n * toneStep) | 0) % TABLE_SIZE] as number) * tone;
    previous = noise;
    bus[first + n] = (bus[first + n] as number) + gain * body * level;
    level *= levelDecay;
    tone *= toneDecay;
  }
}

/** A feedback delay (dotted eighth) that gives the lead some space. */
export function addEcho(source: Float32Array, target: Float32Array, delaySeconds: number, feedback: number, wet: number): void {
  const delay = Math.max(1, Math.floor(delaySeconds * SAMPLE_RATE));
  const line = new Float32Array(source.length);
  for (let n = 0; n < source.length; n++) {
    const echoed = n >= delay ? (line[n - delay] as number) : 0;
    line[n] = (source[n] as number) + echoed * feedback;
    target[n] = (target[n] as number) + (source[n] as number) + echoed * wet;
  }
}
