// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Outcome } from "../../../editor/document/documentSession";
import { fakeNewslettersApi } from "./newslettersTestKit";
import { TestSendDialog } from "./TestSendDialog";

afterEach(cleanup);

function renderDialog({ saved = { ok: true } as Outcome } = {}) {
  const fake = fakeNewslettersApi();
  const save = vi.fn(async () => saved);
  const onClose = vi.fn();
  render(
    <TestSendDialog
      profileId="artist"
      documentId="email-big"
      editorEmail="editor@example.com"
      save={save}
      api={fake.api}
      onClose={onClose}
    />,
  );
  const dialog = within(screen.getByRole("dialog", { name: "Send a test" }));
  const send = (addresses: string) => {
    fireEvent.change(dialog.getByLabelText("Other addresses"), { target: { value: addresses } });
    fireEvent.click(dialog.getByRole("button", { name: "Send the test" }));
  };
  return { ...fake, save, onClose, dialog, send };
}

describe("Send test…", () => {
  it("says it also goes to the editor, saves the email, sends it and says where it went", async () => {
    const { api, save, dialog, send } = renderDialog();
    expect(dialog.getByText(/goes to you \(editor@example\.com\)/)).toBeTruthy();
    send("a@x.com, b@y.org");
    expect(await dialog.findByText("Test sent to editor@example.com, a@x.com, b@y.org.")).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    expect(api.sendTest).toHaveBeenCalledWith("artist", "email-big", ["a@x.com", "b@y.org"]);
    expect(dialog.queryByRole("alert")).toBeNull();
  });

  it("goes to the editor alone when no other address is given", async () => {
    const { api, dialog, send } = renderDialog();
    send("");
    expect(await dialog.findByText("Test sent to editor@example.com.")).toBeTruthy();
    expect(api.sendTest).toHaveBeenCalledWith("artist", "email-big", []);
  });

  it("refuses what is not an address, and more than five, before asking the server", () => {
    const { api, save, dialog, send } = renderDialog();
    send("a@x.com bob");
    expect(dialog.getByRole("alert").textContent).toBe("“bob” is not an email address.");
    expect(dialog.getByLabelText("Other addresses").getAttribute("aria-invalid")).toBe("true");
    send("1@x.com 2@x.com 3@x.com 4@x.com 5@x.com 6@x.com");
    expect(dialog.getByRole("alert").textContent).toBe("A test goes to at most 5 other addresses.");
    expect(save).not.toHaveBeenCalled();
    expect(api.sendTest).not.toHaveBeenCalled();
  });

  it("asks to save the email first when it cannot be saved, and sends nothing", async () => {
    const { api, dialog, send } = renderDialog({ saved: { ok: false, message: "The server did not answer." } });
    send("a@x.com");
    expect((await dialog.findByRole("alert")).textContent).toBe("Save the email first: The server did not answer.");
    expect(api.sendTest).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in its words", async () => {
    const fake = renderDialog();
    fake.refuseNext("Mail is not set up on this server.", 503);
    fake.send("a@x.com");
    expect((await fake.dialog.findByRole("alert")).textContent).toBe("Mail is not set up on this server.");
    expect((fake.dialog.getByRole("button", { name: "Send the test" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says who tests go to, and shows the server's refusal of an address in its words", async () => {
    const fake = renderDialog();
    expect(fake.dialog.getByText(/Tests go only to your studio team and to addresses confirmed on one of your lists\./)).toBeTruthy();
    const refusal =
      "A test goes only to your studio team and to addresses confirmed on one of your lists: stranger@example.com is neither.";
    fake.refuseNext(refusal, 400);
    fake.send("stranger@example.com");
    expect((await fake.dialog.findByRole("alert")).textContent).toBe(refusal);
  });

  it("closes with Close or Escape", () => {
    const { onClose, dialog } = renderDialog();
    fireEvent.click(dialog.getByRole("button", { name: "Close" }));
    // Escape is the browser's cancel event on a modal dialog.
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
