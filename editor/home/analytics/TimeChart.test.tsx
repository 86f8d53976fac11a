// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeUplot } from "./analyticsTesting";
import { type ChartSeries, chartData, TimeChart } from "./TimeChart";

afterEach(cleanup);

const DAYS = ["2026-11-29", "2026-11-30"];
const series = (visitors: number[]): ChartSeries[] => [
  { label: "Visitors", values: visitors, color: "#000" },
  { label: "Plays", values: [1, 2], color: "#111" },
];

describe("a chart of numbers by day (uPlot, issue 38)", () => {
  it("gives uPlot the days as UTC seconds and each series' values", () => {
    expect(chartData(DAYS, series([5, 6]))).toEqual([
      [Date.UTC(2026, 10, 29) / 1000, Date.UTC(2026, 10, 30) / 1000],
      [5, 6],
      [1, 2],
    ]);
  });

  it("shows it is loading uPlot, then makes the chart once and gives it new data on new numbers", async () => {
    const uplot = fakeUplot();
    const first = series([5, 6]);
    const { rerender, unmount } = render(<TimeChart label="Visitors and plays by day" days={DAYS} series={first} load={uplot.load} />);
    expect(screen.getByText("Loading the chart…")).toBeTruthy();
    await screen.findByRole("img", { name: "Visitors and plays by day: a chart; the table beside it has the numbers." });
    await expect.poll(() => uplot.made.length).toBe(1);
    expect(screen.queryByText("Loading the chart…")).toBeNull();
    expect(uplot.made[0]?.data).toEqual(chartData(DAYS, first));
    expect((uplot.made[0]?.options as { series: { label?: string }[] } | undefined)?.series.map((each) => each.label)).toEqual([
      undefined,
      "Visitors",
      "Plays",
    ]);

    rerender(<TimeChart label="Visitors and plays by day" days={DAYS} series={first} load={uplot.load} />);
    const next = series([7, 8]);
    rerender(<TimeChart label="Visitors and plays by day" days={DAYS} series={next} load={uplot.load} />);
    expect(uplot.made).toHaveLength(1);
    expect(uplot.made[0]?.setData.mock.calls).toEqual([[chartData(DAYS, next)]]);

    unmount();
    expect(uplot.made[0]?.destroy).toHaveBeenCalledOnce();
  });

  it("says when uPlot could not be loaded, the table keeping the numbers", async () => {
    render(<TimeChart label="Revenue by day" days={DAYS} series={series([1, 2])} load={() => Promise.reject(new Error("offline"))} />);
    expect(await screen.findByText("The chart could not be loaded; the table has its numbers.")).toBeTruthy();
  });
});
