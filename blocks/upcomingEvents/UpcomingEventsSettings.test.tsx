// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PanelHost } from "../settings/panelTestKit";
import UpcomingEventsSettings from "./UpcomingEventsSettings";

afterEach(cleanup);

describe("UpcomingEventsSettings", () => {
  it("sends the title and a whole number of events from 1 to 20", () => {
    const onChange = vi.fn();
    render(<PanelHost Panel={UpcomingEventsSettings} node={{ id: "ev", type: "UpcomingEvents", props: {} }} options={{ onChange }} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "On tour" } });
    expect(onChange).toHaveBeenLastCalledWith({ title: "On tour" }, { key: "title", kind: "text" });
    const limit = screen.getByLabelText("Events shown") as HTMLInputElement;
    expect(limit.value).toBe("5");
    fireEvent.change(limit, { target: { value: "20" } });
    expect(onChange).toHaveBeenLastCalledWith({ limit: 20 }, { key: "limit", kind: "text" });
    fireEvent.change(limit, { target: { value: "2.5" } });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
