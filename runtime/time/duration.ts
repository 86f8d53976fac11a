/**
 * A duration as a track list shows it, to the nearest second; hours only when there are some.
 * @example formatDuration(185) // "3:05"
 * @example formatDuration(3725) // "1:02:05"
 */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
