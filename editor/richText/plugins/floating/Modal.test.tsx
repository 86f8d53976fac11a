// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MODAL_POINTER_GUARD_MS, Modal } from "./Modal";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.style.overflow = "";
});

/** A page with an opener button; the modal shows while open and closes through `onClose`. */
function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Insert table
      </button>
      {open && (
        <Modal
          title="Insert Table"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <input aria-label="Rows" />
        </Modal>
      )}
    </>
  );
}

const overlayOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;

async function openModal(onClose?: () => void) {
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole("button", { name: "Insert table" });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  return { opener, dialog: screen.getByRole("dialog", { name: "Insert Table" }) };
}

describe("Modal", () => {
  it("is a modal dialog named by its title that the Close button closes, giving focus back to the opener", async () => {
    const { opener, dialog } = await openModal();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Rows" })));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("closes on Escape", async () => {
    const onClose = vi.fn();
    await openModal(onClose);
    await act(async () => fireEvent.keyDown(screen.getByRole("textbox", { name: "Rows" }), { key: "Escape" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("traps focus: tabbing past the Close button comes back to the first field", async () => {
    const { dialog } = await openModal();
    await act(async () => screen.getByRole("button", { name: "Close" }).focus());
    // What Tab reaches after the Close button: the focus guard the trap keeps after the dialog.
    const guard = dialog.nextElementSibling as HTMLElement;
    expect(guard.hasAttribute("data-floating-ui-focus-guard")).toBe(true);
    await act(async () => guard.focus());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Rows" })));
  });

  it("locks the page's scroll while open and restores it after", async () => {
    document.body.style.overflow = "scroll";
    await openModal();
    expect(document.body.style.overflow).toBe("hidden");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(document.body.style.overflow).toBe("scroll");
  });

  it("ignores the pointer for 100 ms after opening, then a click on the overlay (not the dialog) closes it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const onClose = vi.fn();
    const { dialog } = await openModal(onClose);
    const overlay = overlayOf(dialog);
    expect(overlay.style.pointerEvents).toBe("none");
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(MODAL_POINTER_GUARD_MS - 1));
    expect(overlay.style.pointerEvents).toBe("none");
    await act(async () => vi.advanceTimersByTime(1));
    expect(overlay.style.pointerEvents).toBe("");

    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    fireEvent.mouseDown(screen.getByRole("textbox", { name: "Rows" }));
    fireEvent.click(overlay);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.mouseDown(overlay);
      fireEvent.click(overlay);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("ignores the pointer again for 100 ms after a close request the host does not follow", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    render(
      <Modal title="Embed" onClose={() => {}}>
        <p>Paste a link</p>
      </Modal>,
    );
    const overlay = overlayOf(screen.getByRole("dialog", { name: "Embed" }));
    await act(async () => vi.advanceTimersByTime(MODAL_POINTER_GUARD_MS));
    expect(overlay.style.pointerEvents).toBe("");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(overlay.style.pointerEvents).toBe("none");
    await act(async () => vi.advanceTimersByTime(MODAL_POINTER_GUARD_MS));
    expect(overlay.style.pointerEvents).toBe("");
  });
});
