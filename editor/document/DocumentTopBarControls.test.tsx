// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HistoryTarget } from "../state/historyTarget";
import { DocumentTopBarControls } from "./DocumentTopBarControls";

afterEach(cleanup);

const viewports = [
  { width: 375, name: "Phone" },
  { width: 1280, name: "Desktop" },
];

describe("DocumentTopBarControls", () => {
  it("offers the kind's widths, the chosen one pressed, named for screen readers", () => {
    const onViewport = vi.fn();
    render(
      <DocumentTopBarControls widthLabel="Canvas width" viewports={viewports} viewport={1280} onViewport={onViewport} history={null} />,
    );
    const widths = screen.getByRole("group", { name: "Canvas width" });
    const desktop = within(widths).getByRole("button", { name: "1280" });
    expect(desktop.getAttribute("aria-pressed")).toBe("true");
    expect(desktop.title).toBe("Desktop (1280 px)");
    fireEvent.click(within(widths).getByRole("button", { name: "375" }));
    expect(onViewport).toHaveBeenCalledWith(375);
  });

  it("undoes and redoes on the history it is given, disabled without one", () => {
    render(<DocumentTopBarControls widthLabel="Preview width" viewports={viewports} viewport={375} onViewport={() => {}} history={null} />);
    expect(screen.getByRole("button", { name: "Undo" })).toHaveProperty("disabled", true);
    cleanup();
    const history: HistoryTarget = { undo: vi.fn(), redo: vi.fn(), canUndo: () => true, canRedo: () => false, subscribe: () => () => {} };
    render(
      <DocumentTopBarControls widthLabel="Preview width" viewports={viewports} viewport={375} onViewport={() => {}} history={history} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(history.undo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Redo" })).toHaveProperty("disabled", true);
  });
});
