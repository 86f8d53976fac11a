// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bigNews, fakeNewslettersApi } from "./newslettersTestKit";
import { SendButtons } from "./SendButtons";

afterEach(cleanup);

function renderButtons() {
  const fake = fakeNewslettersApi();
  const onSent = vi.fn();
  render(
    <SendButtons
      profileId="artist"
      editorEmail="editor@example.com"
      email={bigNews}
      save={async () => ({ ok: true })}
      api={fake.api}
      onSent={onSent}
    />,
  );
  return { ...fake, onSent };
}

describe("the open email's send buttons", () => {
  it("open the test dialog, which closes again", () => {
    renderButtons();
    fireEvent.click(screen.getByRole("button", { name: "Send test…" }));
    const dialog = within(screen.getByRole("dialog", { name: "Send a test" }));
    fireEvent.click(dialog.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("send the email by its subject, then close and hand the newsletter on", async () => {
    const { api, onSent } = renderButtons();
    fireEvent.click(screen.getByRole("button", { name: "Send…" }));
    const dialog = within(screen.getByRole("dialog", { name: "Send this email" }));
    fireEvent.change(await dialog.findByLabelText("Email list"), { target: { value: "news" } });
    fireEvent.click(dialog.getByRole("button", { name: "Continue" }));
    expect(await dialog.findByText("Send “Big news” to 205 subscribers of Newsletter?")).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: "nl_1" })));
    expect(api.createNewsletter).toHaveBeenCalledWith("artist", expect.objectContaining({ documentId: "email-big" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
