// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LiveVisitors } from "./LiveVisitors";
import { LIVE_EVERY_MS } from "./useLiveVisitors";

let hidden = false;
beforeEach(() => {
  hidden = false;
  vi.useFakeTimers();
  vi.spyOn(document, "hidden", "get").mockImplementation(() => hidden);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("the live count (issue 38)", () => {
  it("asks at once and every 15 seconds, updating the count politely, and stops while the page is hidden", async () => {
    const answers = [3, 5, 1, 8];
    const live = vi.fn(async () => ({ visitors: answers.shift() ?? 0 }));
    render(<LiveVisitors api={{ live }} profileId="artist-1" />);
    await act(async () => {});
    const count = screen.getByText("Right now: 3 visitors");
    expect(count.getAttribute("aria-live")).toBe("polite");
    expect(live).toHaveBeenCalledWith("artist-1");

    await act(async () => vi.advanceTimersByTime(LIVE_EVERY_MS));
    expect(count.textContent).toBe("Right now: 5 visitors");
    await act(async () => vi.advanceTimersByTime(LIVE_EVERY_MS));
    expect(count.textContent).toBe("Right now: 1 visitor");
    expect(live).toHaveBeenCalledTimes(3);

    await act(async () => setHidden(true));
    await act(async () => vi.advanceTimersByTime(LIVE_EVERY_MS * 4));
    expect(live).toHaveBeenCalledTimes(3);

    await act(async () => setHidden(false));
    expect(live).toHaveBeenCalledTimes(4);
    expect(count.textContent).toBe("Right now: 8 visitors");
  });

  it("does not ask while hidden from the start, and stops when the home closes", async () => {
    hidden = true;
    const live = vi.fn(async () => ({ visitors: 2 }));
    const { unmount } = render(<LiveVisitors api={{ live }} profileId="artist-1" />);
    await act(async () => vi.advanceTimersByTime(LIVE_EVERY_MS * 2));
    expect(live).not.toHaveBeenCalled();
    await act(async () => setHidden(false));
    expect(live).toHaveBeenCalledOnce();
    unmount();
    await act(async () => vi.advanceTimersByTime(LIVE_EVERY_MS * 2));
    expect(live).toHaveBeenCalledOnce();
  });
});
