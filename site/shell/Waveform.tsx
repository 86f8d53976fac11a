/** How many bars the seek bar's waveform draws: enough detail for 1,280 px, few enough nodes. */
const BARS = 160;

/** Peaks 0..255 brought to `count` bars (each the loudest of its share), 0..1. */
export function waveformBars(peaks: readonly number[], count = BARS): number[] {
  if (peaks.length === 0) return [];
  const bars: number[] = [];
  const n = Math.min(count, peaks.length);
  for (let bar = 0; bar < n; bar++) {
    const from = Math.floor((bar * peaks.length) / n);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * peaks.length) / n));
    bars.push(Math.max(...peaks.slice(from, to)) / 255);
  }
  return bars;
}

/**
 * The track's waveform behind the seek slider (issue 32): bars of its loudness, the part played in
 * the accent colour. Only for the eyes: the slider beside it is what keyboards and screen readers use.
 */
export function Waveform({ peaks, played }: { readonly peaks: readonly number[]; readonly played: number }) {
  const bars = waveformBars(peaks);
  if (bars.length === 0) return null;
  const playedBars = Math.round(Math.max(0, Math.min(1, played)) * bars.length);
  return (
    <svg className="player__waveform" viewBox={`0 0 ${bars.length} 100`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {bars.map((height, index) => {
        const h = Math.max(4, height * 100);
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its position.
            key={index}
            className={index < playedBars ? "player__waveform-played" : undefined}
            x={index + 0.15}
            y={(100 - h) / 2}
            width={0.7}
            height={h}
          />
        );
      })}
    </svg>
  );
}
