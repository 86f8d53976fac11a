// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useConfirmDialog } from "./useConfirmDialog";

afterEach(cleanup);

/** A screen with one destructive action, showing what the artist answered. */
function DeletePage({ danger = true }: { readonly danger?: boolean }) {
  const { confirm, dialog } = useConfirmDialog();
  const [answer, setAnswer] = useState("none yet");
  const ask = async () => {
    const confirmed = await confirm({
      title: "Delete this page?",
      message: 'Delete the page "Tour" (/tour)? This cannot be undone.',
      confirmLabel: "Delete page",
      danger,
    });
    setAnswer(confirmed ? "deleted" : "kept");
  };
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        Delete Tour
      </button>
      <p>Answer: {answer}</p>
      {dialog}
    </>
  );
}

const open = () => {
  fireEvent.click(screen.getByRole("button", { name: "Delete Tour" }));
  return screen.getByRole("dialog", { name: "Delete this page?" });
};

describe("useConfirmDialog", () => {
  it("asks in a dialog with the message and clearly labelled buttons, the destructive one styled as danger", () => {
    render(<DeletePage />);
    const dialog = open();
    expect(within(dialog).getByText('Delete the page "Tour" (/tour)? This cannot be undone.')).toBeTruthy();
    const [cancel, remove] = within(dialog).getAllByRole("button");
    expect(cancel?.textContent).toBe("Cancel");
    expect(remove?.textContent).toBe("Delete page");
    expect(remove?.className).toBe("studio-dialog__danger");
    // A destructive question starts on Cancel, so Enter does not destroy.
    expect(document.activeElement).toBe(cancel);
  });

  it("resolves true when the artist goes ahead, and closes", async () => {
    render(<DeletePage />);
    fireEvent.click(within(open()).getByRole("button", { name: "Delete page" }));
    expect(await screen.findByText("Answer: deleted")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("resolves false on Cancel and gives focus back to what opened it", async () => {
    render(<DeletePage />);
    const opener = screen.getByRole("button", { name: "Delete Tour" });
    opener.focus();
    fireEvent.click(within(open()).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Answer: kept")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("resolves false on Escape (the dialog's cancel)", async () => {
    render(<DeletePage />);
    const dialog = open();
    act(() => {
      dialog.dispatchEvent(new Event("cancel", { cancelable: true }));
    });
    expect(await screen.findByText("Answer: kept")).toBeTruthy();
  });

  it("styles a question that destroys nothing as the primary action, focused first", () => {
    render(<DeletePage danger={false} />);
    const goAhead = within(open()).getByRole("button", { name: "Delete page" });
    expect(goAhead.className).toBe("studio-dialog__primary");
    expect(document.activeElement).toBe(goAhead);
  });

  it("resolves false when the screen that asked goes away", async () => {
    let answered: boolean | undefined;
    function Asker() {
      const { confirm, dialog } = useConfirmDialog();
      return (
        <>
          <button
            type="button"
            onClick={() =>
              void confirm({ title: "Leave?", message: "Sure?", confirmLabel: "Leave" }).then((value) => {
                answered = value;
              })
            }
          >
            Ask
          </button>
          {dialog}
        </>
      );
    }
    const { unmount } = render(<Asker />);
    fireEvent.click(screen.getByRole("button", { name: "Ask" }));
    unmount();
    await Promise.resolve();
    expect(answered).toBe(false);
  });
});
