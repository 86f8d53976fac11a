// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal } from "./Modal";

afterEach(cleanup);

function renderModal() {
  const onClose = vi.fn();
  render(
    <Modal open title="Filter Music" onClose={onClose}>
      <input aria-label="Search" />
    </Modal>,
  );
  const dialog = screen.getByRole("dialog", { name: "Filter Music" });
  // jsdom lays nothing out: give the dialog's box a place on the screen.
  dialog.getBoundingClientRect = () => ({
    left: 100,
    right: 300,
    top: 100,
    bottom: 300,
    width: 200,
    height: 200,
    x: 100,
    y: 100,
    toJSON() {},
  });
  return { dialog, onClose };
}

describe("Modal", () => {
  it("closes on a click on the overlay around its box", () => {
    const { dialog, onClose } = renderModal();
    fireEvent.pointerDown(dialog, { clientX: 20, clientY: 20 });
    fireEvent.click(dialog, { clientX: 20, clientY: 20 });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("stays open for a click inside its box, and for a press that began inside and ended outside", () => {
    const { dialog, onClose } = renderModal();
    fireEvent.pointerDown(dialog, { clientX: 150, clientY: 150 });
    fireEvent.click(dialog, { clientX: 150, clientY: 150 });
    fireEvent.pointerDown(screen.getByLabelText("Search"), { clientX: 150, clientY: 150 });
    fireEvent.click(dialog, { clientX: 20, clientY: 20 });
    expect(onClose).not.toHaveBeenCalled();
  });
});
