import { useEffect, useMemo, useRef, useState } from "react";
import type uPlot from "uplot";

/** One line of a time chart: its name in the legend, a value for each day (null: none that day, a gap), its colour. */
export interface ChartSeries {
  readonly label: string;
  readonly values: readonly (number | null)[];
  readonly color: string;
}

/** The uPlot constructor, as the lazy chunk gives it (a test gives a fake). */
export type UplotConstructor = new (options: uPlot.Options, data: uPlot.AlignedData, target: HTMLElement) => uPlot;

/** Loads uPlot and its stylesheet on first use: a chunk of its own, out of the studio's entry. */
export const loadUplot = (): Promise<UplotConstructor> => import("./uplotModule").then((module) => module.UPlot);

const HEIGHT = 220;

/** The data as uPlot takes it: the days as seconds since 1970 (UTC), then each series' values. */
export function chartData(days: readonly string[], series: readonly ChartSeries[]): uPlot.AlignedData {
  return [days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), ...series.map((each) => [...each.values])];
}

function chartOptions(series: readonly ChartSeries[], width: number, format: (value: number) => string): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    // The days are UTC days: shown as such, whatever the artist's time zone.
    tzDate: (seconds) => new Date(seconds * 1000 + new Date(seconds * 1000).getTimezoneOffset() * 60_000),
    scales: { x: { time: true } },
    series: [
      {},
      ...series.map((each) => ({
        label: each.label,
        stroke: each.color,
        width: 2,
        value: (_: uPlot, value: number | null) => (value === null ? "–" : format(value)),
      })),
    ],
    axes: [{}, { values: (_: uPlot, ticks: number[]) => ticks.map(format), size: 60 }],
  };
}

/**
 * A chart of numbers by day, drawn by uPlot on a canvas (a year of days paints in a few
 * milliseconds). uPlot loads lazily, with a loading line meanwhile; the chart is made once and
 * given new data when the days change (`setData`), made anew only when its series do. It is an
 * image to screen readers: the table beside it has the numbers.
 */
export function TimeChart({
  label,
  days,
  series,
  format = (value) => value.toLocaleString("en"),
  load = loadUplot,
}: {
  /** What it shows, for screen readers ("Visitors and plays by day"). */
  readonly label: string;
  readonly days: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly format?: (value: number) => string;
  readonly load?: () => Promise<UplotConstructor>;
}) {
  const [Uplot, setUplot] = useState<UplotConstructor | "loading" | "failed">("loading");
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const data = useMemo(() => chartData(days, series), [days, series]);
  const latest = useRef({ data, format });
  latest.current = { data, format };
  // The chart is made anew only when the lines it draws change, not their values.
  const shape = series.map((each) => `${each.label}:${each.color}`).join("|");

  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => current && setUplot(() => loaded),
      () => current && setUplot("failed"),
    );
    return () => {
      current = false;
    };
  }, [load]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: made anew when the series' shape changes; their values come through setData.
  useEffect(() => {
    const target = box.current;
    if (typeof Uplot !== "function" || !target) return;
    const made = new Uplot(chartOptions(series, target.clientWidth || 600, latest.current.format), latest.current.data, target);
    chart.current = made;
    const resized =
      typeof ResizeObserver === "function" ? new ResizeObserver(() => made.setSize({ width: target.clientWidth, height: HEIGHT })) : null;
    resized?.observe(target);
    return () => {
      resized?.disconnect();
      made.destroy();
      chart.current = null;
    };
  }, [Uplot, shape]);

  useEffect(() => {
    chart.current?.setData(data);
  }, [data]);

  return (
    <div className="studio-analytics__chart">
      {Uplot === "loading" ? <p aria-busy="true">Loading the chart…</p> : null}
      {Uplot === "failed" ? <p className="studio-hint">The chart could not be loaded; the table has its numbers.</p> : null}
      <div ref={box} role="img" aria-label={`${label}: a chart; the table beside it has the numbers.`} />
    </div>
  );
}
