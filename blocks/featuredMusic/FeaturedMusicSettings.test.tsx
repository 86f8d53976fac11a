// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PanelHost } from "../settings/panelTestKit";
import FeaturedMusicSettings from "./FeaturedMusicSettings";

afterEach(cleanup);

describe("FeaturedMusicSettings", () => {
  it("sends the title and a whole number of releases from 1 to 12", () => {
    const onChange = vi.fn();
    render(<PanelHost Panel={FeaturedMusicSettings} node={{ id: "fm", type: "FeaturedMusic", props: {} }} options={{ onChange }} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "New releases" } });
    expect(onChange).toHaveBeenLastCalledWith({ title: "New releases" }, { key: "title", kind: "text" });
    const limit = screen.getByLabelText("Releases shown") as HTMLInputElement;
    expect(limit.value).toBe("6");
    fireEvent.change(limit, { target: { value: "3" } });
    expect(onChange).toHaveBeenLastCalledWith({ limit: 3 }, { key: "limit", kind: "text" });
    fireEvent.change(limit, { target: { value: "13" } });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
