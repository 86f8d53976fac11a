import { describe, expect, it } from "vitest";
import {
  encodeWav,
  MAX_TRACK_SECONDS,
  MIN_TRACK_SECONDS,
  plannedDuration,
  readWavInfo,
  synthesizeTrack,
  TRACK_MOODS,
  WAV_SAMPLE_RATE,
  wavDuration,
} from "./wav";

function samplesOf(wav: Buffer): Int16Array {
  const info = readWavInfo(wav);
  const samples = new Int16Array(info.dataBytes / 2);
  for (let index = 0; index < samples.length; index++) samples[index] = wav.readInt16LE(info.dataOffset + index * 2);
  return samples;
}

describe("synthesizeTrack", () => {
  const wav = synthesizeTrack({ seed: "wav-test", mood: "driving", durationSeconds: 30 });

  it("writes a canonical RIFF/WAVE header: PCM, mono, 16-bit, 22 050 Hz", () => {
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString("ascii", 8, 12)).toBe("WAVE");
    expect(wav.toString("ascii", 12, 16)).toBe("fmt ");
    expect(wav.readUInt32LE(16)).toBe(16);
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(22050);
    expect(wav.readUInt32LE(28)).toBe(22050 * 2);
    expect(wav.readUInt16LE(32)).toBe(2);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString("ascii", 36, 40)).toBe("data");
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    expect(readWavInfo(wav)).toMatchObject({ format: 1, channels: 1, sampleRate: WAV_SAMPLE_RATE, bitsPerSample: 16, dataOffset: 44 });
  });

  it("has as many samples as its duration says, close to the length asked for", () => {
    const duration = wavDuration(wav);
    expect((wav.length - 44) / 2).toBe(Math.round(duration * WAV_SAMPLE_RATE));
    expect(duration).toBe(plannedDuration({ seed: "wav-test", mood: "driving", durationSeconds: 30 }));
    expect(Math.abs(duration - 30)).toBeLessThan(4);
  });

  it("is audible music, not silence, and never clips", () => {
    const samples = samplesOf(wav);
    let peak = 0;
    let sumOfSquares = 0;
    for (const sample of samples) {
      peak = Math.max(peak, Math.abs(sample));
      sumOfSquares += sample * sample;
    }
    const rms = Math.sqrt(sumOfSquares / samples.length);
    expect(peak).toBeGreaterThan(20000);
    expect(peak).toBeLessThan(32767);
    expect(rms).toBeGreaterThan(2000);
    // Every second has sound in it: no gaps of silence inside the piece.
    for (let second = 0; second + 1 < samples.length / WAV_SAMPLE_RATE - 1; second++) {
      const slice = samples.subarray(second * WAV_SAMPLE_RATE, (second + 1) * WAV_SAMPLE_RATE);
      expect(Math.max(...Array.from(slice, Math.abs))).toBeGreaterThan(1000);
    }
    // Fades in and out instead of starting or stopping with a click.
    expect(Math.abs(samples[0] as number)).toBeLessThan(200);
    expect(Math.abs(samples[samples.length - 1] as number)).toBeLessThan(200);
  });

  it("is the same for the same seed and different for another seed", () => {
    expect(synthesizeTrack({ seed: "wav-test", mood: "driving", durationSeconds: 30 }).equals(wav)).toBe(true);
    expect(synthesizeTrack({ seed: "wav-test-2", mood: "driving", durationSeconds: 30 }).equals(wav)).toBe(false);
  });

  it.each(TRACK_MOODS)("stays between 20 and 40 seconds and under 2 MB in the %s mood", (mood) => {
    for (const durationSeconds of [1, 60]) {
      const track = synthesizeTrack({ seed: `bounds-${mood}`, mood, durationSeconds, bpm: 61 });
      const duration = wavDuration(track);
      expect(duration).toBeGreaterThanOrEqual(MIN_TRACK_SECONDS);
      expect(duration).toBeLessThanOrEqual(MAX_TRACK_SECONDS);
      expect(track.length).toBeLessThan(2 * 1024 * 1024);
    }
  });

  it("derives everything from the seed alone", () => {
    const track = synthesizeTrack({ seed: 42 });
    expect(wavDuration(track)).toBeGreaterThanOrEqual(MIN_TRACK_SECONDS);
    expect(track.equals(synthesizeTrack({ seed: 42 }))).toBe(true);
  });
});

describe("encodeWav and wavDuration", () => {
  it("round-trip a known signal, clamping values outside [-1, 1]", () => {
    const wav = encodeWav(new Float32Array([0, 0.5, -0.5, 2, -2]), 8000);
    expect(wavDuration(wav)).toBe(5 / 8000);
    expect(Array.from(samplesOf(wav))).toEqual([0, 16384, -16383, 32767, -32767]);
  });

  it("skip chunks before the data chunk", () => {
    const plain = encodeWav(new Float32Array(100), 8000);
    const list = Buffer.alloc(8 + 4);
    list.write("LIST", 0, "ascii");
    list.writeUInt32LE(4, 4);
    const withList = Buffer.concat([plain.subarray(0, 36), list, plain.subarray(36)]);
    withList.writeUInt32LE(withList.length - 8, 4);
    expect(wavDuration(withList)).toBe(100 / 8000);
  });

  it("refuse files that are not WAV", () => {
    expect(() => wavDuration(Buffer.from("not a wav file at all"))).toThrow(/RIFF/);
    expect(() => wavDuration(encodeWav(new Float32Array(4)).subarray(0, 36))).toThrow(/data chunk/);
  });
});
