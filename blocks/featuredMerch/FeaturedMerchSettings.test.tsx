// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PanelHost } from "../settings/panelTestKit";
import FeaturedMerchSettings from "./FeaturedMerchSettings";

afterEach(cleanup);

describe("FeaturedMerchSettings", () => {
  it("sends the title and a whole number of products from 1 to 12", () => {
    const onChange = vi.fn();
    render(<PanelHost Panel={FeaturedMerchSettings} node={{ id: "fx", type: "FeaturedMerch", props: {} }} options={{ onChange }} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Shop" } });
    expect(onChange).toHaveBeenLastCalledWith({ title: "Shop" }, { key: "title", kind: "text" });
    const limit = screen.getByLabelText("Products shown") as HTMLInputElement;
    expect(limit.value).toBe("4");
    fireEvent.change(limit, { target: { value: "8" } });
    expect(onChange).toHaveBeenLastCalledWith({ limit: 8 }, { key: "limit", kind: "text" });
    fireEvent.change(limit, { target: { value: "0" } });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
