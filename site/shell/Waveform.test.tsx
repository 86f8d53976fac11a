// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Waveform, waveformBars } from "./Waveform";

afterEach(cleanup);

describe("the seek bar's waveform (issue 32)", () => {
  it("brings any number of peaks to at most 160 bars, each the loudest of its share", () => {
    expect(waveformBars([0, 255, 51, 102], 2)).toEqual([1, 0.4]);
    expect(waveformBars(Array.from({ length: 1000 }, (_, i) => i % 256))).toHaveLength(160);
    expect(waveformBars([])).toEqual([]);
  });

  it("draws the played part in the accent, for the eyes only", () => {
    const { container } = render(<Waveform peaks={[10, 20, 30, 40]} played={0.5} />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(container.querySelectorAll("rect")).toHaveLength(4);
    expect(container.querySelectorAll("rect.player__waveform-played")).toHaveLength(2);
    cleanup();
    expect(render(<Waveform peaks={[]} played={0} />).container.innerHTML).toBe("");
  });
});
