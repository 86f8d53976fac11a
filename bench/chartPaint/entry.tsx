import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { type ChartSeries, loadUplot, TimeChart } from "../../editor/home/analytics/TimeChart";

/** A year of days and two lines, as the studio home's visitors-and-plays chart draws them. */
function year(): { days: string[]; series: ChartSeries[] } {
  const start = Date.parse("2025-12-01T00:00:00Z");
  const days = Array.from({ length: 365 }, (_, index) => new Date(start + index * 86_400_000).toISOString().slice(0, 10));
  const wave = (scale: number) => days.map((_, index) => Math.round(scale * (1.5 + Math.sin(index / 9)) + (index % 7) * 3));
  return {
    days,
    series: [
      { label: "Visitors", values: wave(120), color: "#5b4fd6" },
      { label: "Plays", values: wave(60), color: "#d9822b" },
    ],
  };
}

/** The baseline: the same lines as an SVG drawn by React (what a chart without a library would draw). */
function SvgChart({ series }: { readonly series: readonly ChartSeries[] }) {
  const max = Math.max(1, ...series.flatMap((each) => each.values.map((value) => value ?? 0)));
  return (
    <svg width={600} height={220} role="img" aria-label="chart">
      {series.map((each) => (
        <polyline
          key={each.label}
          fill="none"
          stroke={each.color}
          strokeWidth={2}
          points={each.values
            .map((value, index) => `${(index / (each.values.length - 1)) * 600},${220 - ((value ?? 0) / max) * 200}`)
            .join(" ")}
        />
      ))}
    </svg>
  );
}

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Milliseconds from rendering the chart to the next paint once it is drawn (`drawn` says when). */
async function paintOnce(render: (root: ReturnType<typeof createRoot>) => void, drawn: (box: HTMLElement) => boolean): Promise<number> {
  const box = document.createElement("div");
  box.style.width = "600px";
  document.body.append(box);
  const root = createRoot(box);
  await nextPaint();
  const started = performance.now();
  flushSync(() => render(root));
  while (!drawn(box)) await new Promise((resolve) => setTimeout(resolve, 0));
  await nextPaint();
  const ms = performance.now() - started;
  root.unmount();
  box.remove();
  return ms;
}

const data = year();
const uplotReady = loadUplot();

Object.assign(window, {
  chartPaint: {
    async ready() {
      await uplotReady;
      return data.days.length;
    },
    uplot: () =>
      paintOnce(
        (root) =>
          root.render(<TimeChart label="Visitors and plays by day" days={data.days} series={data.series} load={() => uplotReady} />),
        (box) => box.querySelector("canvas") !== null,
      ),
    svg: () =>
      paintOnce(
        (root) => root.render(<SvgChart series={data.series} />),
        (box) => box.querySelector("polyline") !== null,
      ),
  },
});
