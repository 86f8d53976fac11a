/**
 * The part of a track its preview plays: the artist's start and length, kept inside the track (a
 * start past the end moves back so the preview is as long as it can be; a track shorter than the
 * preview is previewed whole). Whole seconds, so the same window is one clip however it is asked for.
 */
export function previewWindowOf(
  durationSeconds: number,
  wanted: { startSeconds: number; lengthSeconds: number },
): { startSeconds: number; lengthSeconds: number } {
  const whole = Math.max(1, Math.floor(durationSeconds));
  const lengthSeconds = Math.min(wanted.lengthSeconds, whole);
  const startSeconds = Math.max(0, Math.min(wanted.startSeconds, whole - lengthSeconds));
  return { startSeconds, lengthSeconds };
}
