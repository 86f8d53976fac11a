import { encodeWav } from "../demo/wav";

/** A WAV file of `seconds` of a quiet 440 Hz tone (mono, 8 kHz: small, and read as any WAV is). */
export function toneWav(seconds: number): Buffer {
  const sampleRate = 8000;
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.1 * Math.sin((2 * Math.PI * 440 * i) / sampleRate);
  return encodeWav(samples, sampleRate);
}

/**
 * An MP3 of `frames` silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, 1,152 samples each):
 * no Xing header, so its length is known only by reading every frame, as for many real MP3s.
 */
export function silentMp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** The length in seconds of `silentMp3(frames)`. */
export const silentMp3Seconds = (frames: number) => (frames * 1152) / 44100;
