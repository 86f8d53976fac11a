// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Outcome } from "../../../editor/document/documentSession";
import { studioDateTime } from "../../../editor/shell/studioDateTime";
import { fakeNewslettersApi } from "./newslettersTestKit";
import { SendDialog } from "./SendDialog";
import { localDateTimeValue } from "./sendChoice";

afterEach(cleanup);

function renderDialog({ saved = { ok: true } as Outcome, fake = fakeNewslettersApi() } = {}) {
  const save = vi.fn(async () => saved);
  const onClose = vi.fn();
  const onSent = vi.fn();
  render(
    <SendDialog
      profileId="artist"
      documentId="email-big"
      subject="Big news"
      save={save}
      api={fake.api}
      onClose={onClose}
      onSent={onSent}
    />,
  );
  const dialog = within(screen.getByRole("dialog", { name: "Send this email" }));
  return { ...fake, save, onClose, onSent, dialog, proceed: () => fireEvent.click(dialog.getByRole("button", { name: "Continue" })) };
}

const keysSent = (create: unknown) =>
  (create as ReturnType<typeof vi.fn>).mock.calls.map(([, body]) => (body as { idempotencyKey: string }).idempotencyKey);

/** Chooses the email list named `name` and goes on to the confirmation. */
async function confirmList(shown: ReturnType<typeof renderDialog>, name = "Newsletter") {
  fireEvent.change(await shown.dialog.findByLabelText("Email list"), {
    target: { value: name === "Newsletter" ? "news" : "tour" },
  });
  shown.proceed();
  return shown.dialog.findByText(/^(Send “|Nobody)/);
}

describe("Send…", () => {
  it("asks for a list, or a tier, and a time in the future, before anything is counted", async () => {
    const { api, save, dialog, proceed } = renderDialog();
    await dialog.findByLabelText("Email list");
    proceed();
    expect(dialog.getByRole("alert").textContent).toBe("Choose an email list.");
    fireEvent.click(dialog.getByRole("radio", { name: "Members of tiers" }));
    proceed();
    expect(dialog.getByRole("alert").textContent).toBe("Choose at least one tier.");
    fireEvent.click(dialog.getByRole("checkbox", { name: "Supporter" }));
    fireEvent.change(dialog.getByLabelText("Send at"), { target: { value: localDateTimeValue(Date.now() - 60_000) } });
    expect((dialog.getByRole("radio", { name: "Later" }) as HTMLInputElement).checked).toBe(true);
    proceed();
    expect(dialog.getByRole("alert").textContent).toBe("Choose a time in the future.");
    expect(save).not.toHaveBeenCalled();
    expect(api.previewAudience).not.toHaveBeenCalled();
  });

  it("saves, names the list and its recipients, and sends once with a key of its own", async () => {
    const shown = renderDialog();
    const question = await confirmList(shown);
    expect(question.textContent).toBe("Send “Big news” to 205 subscribers of Newsletter?");
    expect(shown.save).toHaveBeenCalledTimes(1);
    expect(shown.api.previewAudience).toHaveBeenCalledWith("artist", { emailListId: "news" }, undefined);

    const send = shown.dialog.getByRole("button", { name: "Send" });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(shown.onSent).toHaveBeenCalledTimes(1));
    expect(shown.api.createNewsletter).toHaveBeenCalledTimes(1);
    expect(shown.api.createNewsletter).toHaveBeenCalledWith("artist", {
      documentId: "email-big",
      audience: { emailListId: "news" },
      publishWebVersion: false,
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(shown.onSent.mock.calls[0]?.[0]).toMatchObject({ id: "nl_1", status: "sending" });
  });

  it("names the tiers ticked and their members, later, published on the site", async () => {
    const shown = renderDialog();
    fireEvent.click(await shown.dialog.findByRole("checkbox", { name: "Supporter" }));
    fireEvent.click(shown.dialog.getByRole("checkbox", { name: "Inner Circle" }));
    expect((shown.dialog.getByRole("radio", { name: "Members of tiers" }) as HTMLInputElement).checked).toBe(true);
    const at = new Date(Date.now() + 86_400_000);
    at.setSeconds(0, 0);
    fireEvent.change(shown.dialog.getByLabelText("Send at"), { target: { value: localDateTimeValue(at.getTime()) } });
    fireEvent.click(shown.dialog.getByRole("checkbox", { name: "Also publish it on the site" }));
    shown.proceed();
    expect((await shown.dialog.findByText(/^Send “/)).textContent).toBe(
      `Send “Big news” to 12 recipients (Supporter and Inner Circle members) on ${studioDateTime(at.toISOString())}?`,
    );
    expect(shown.dialog.getByText(/also published on the site/)).toBeTruthy();
    fireEvent.click(shown.dialog.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(shown.onSent).toHaveBeenCalled());
    expect(shown.api.createNewsletter).toHaveBeenCalledWith("artist", {
      documentId: "email-big",
      audience: { membershipTierIds: ["supporter", "inner"] },
      sendAt: at.toISOString(),
      publishWebVersion: true,
      idempotencyKey: expect.any(String),
    });
  });

  it("keeps its key when the server refuses and the artist tries again, and makes a new one after Back", async () => {
    const shown = renderDialog();
    await confirmList(shown);
    shown.refuseNext("Mail is not set up on this server.", 503);
    fireEvent.click(shown.dialog.getByRole("button", { name: "Send" }));
    expect((await shown.dialog.findByRole("alert")).textContent).toBe("Mail is not set up on this server.");
    expect(shown.onSent).not.toHaveBeenCalled();

    fireEvent.click(shown.dialog.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(shown.onSent).toHaveBeenCalledTimes(1));
    const [first, retried] = keysSent(shown.api.createNewsletter);
    expect(retried).toBe(first);

    // Focus moved from Continue, which is gone, to the step that asks the question.
    expect(document.activeElement?.contains(shown.dialog.getByRole("status"))).toBe(true);
    fireEvent.click(shown.dialog.getByRole("button", { name: "Back" }));
    expect((shown.dialog.getByLabelText("Email list") as HTMLSelectElement).value).toBe("news");
    expect(document.activeElement).toBe(shown.dialog.getByRole("button", { name: "Continue" }));
    shown.proceed();
    await shown.dialog.findByText(/^Send “/);
    fireEvent.click(shown.dialog.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(shown.api.createNewsletter).toHaveBeenCalledTimes(3));
    expect(keysSent(shown.api.createNewsletter)[2]).not.toBe(first);
  });

  it("sends nothing to a list nobody can get it from", async () => {
    const shown = renderDialog();
    const question = await confirmList(shown, "Tour alerts");
    expect(question.textContent).toBe("Nobody would get “Big news”: Tour alerts has no recipient who can get it now.");
    expect((shown.dialog.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks to save the email first when it cannot be saved, and counts nothing", async () => {
    const shown = renderDialog({ saved: { ok: false, message: "Someone else saved this email." } });
    fireEvent.change(await shown.dialog.findByLabelText("Email list"), { target: { value: "news" } });
    shown.proceed();
    expect((await shown.dialog.findByRole("alert")).textContent).toBe("Save the email first: Someone else saved this email.");
    expect(shown.api.previewAudience).not.toHaveBeenCalled();
  });

  it("says why the recipients could not be counted, and closes with Cancel or Escape", async () => {
    const shown = renderDialog();
    shown.refuseNext("This list belongs to another artist.", 404);
    fireEvent.change(await shown.dialog.findByLabelText("Email list"), { target: { value: "news" } });
    shown.proceed();
    expect((await shown.dialog.findByRole("alert")).textContent).toContain(
      "The recipients could not be loaded: This list belongs to another artist.",
    );
    fireEvent.click(shown.dialog.getByRole("button", { name: "Back" }));
    fireEvent.click(shown.dialog.getByRole("button", { name: "Cancel" }));
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(shown.onClose).toHaveBeenCalledTimes(2);
  });

  it("gives the 'Members only' parts to the paid tiers unless the artist chooses, and says who gets them (issue 30)", async () => {
    const shown = renderDialog();
    await shown.dialog.findByRole("checkbox", { name: "Supporter (paid)" });
    const group = within(shown.dialog.getByRole("group", { name: "Who sees 'Members only' parts" }));
    const box = (name: string) => group.getByRole("checkbox", { name }) as HTMLInputElement;
    expect([box("Supporter (paid)").checked, box("Inner Circle (paid)").checked, box("Listener (free)").checked]).toEqual([
      true,
      true,
      false,
    ]);
    expect(
      group.getByText(
        "Members of Supporter and Inner Circle get the parts marked 'Members only'; everyone else gets the email without them.",
      ),
    ).toBeTruthy();
    await confirmList(shown);
    expect(shown.dialog.getByText(/recipients get them/).textContent).toBe(
      "Members of Supporter and Inner Circle get the parts marked 'Members only'; everyone else gets the email without them. 12 recipients get them.",
    );
    fireEvent.click(shown.dialog.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(shown.onSent).toHaveBeenCalledTimes(1));
    // The default goes as no choice: the server's default is the same paid tiers.
    expect(vi.mocked(shown.api.createNewsletter).mock.calls[0]?.[1]).not.toHaveProperty("membersOnlyTierIds");
  });

  it("sends the tiers the artist chose for the 'Members only' parts, a free one too, or none", async () => {
    const shown = renderDialog();
    await shown.dialog.findByRole("checkbox", { name: "Supporter (paid)" });
    const group = within(shown.dialog.getByRole("group", { name: "Who sees 'Members only' parts" }));
    fireEvent.click(group.getByRole("checkbox", { name: "Listener (free)" }));
    fireEvent.click(group.getByRole("checkbox", { name: "Supporter (paid)" }));
    expect(
      group.getByText(
        "Members of Inner Circle and Listener get the parts marked 'Members only'; everyone else gets the email without them.",
      ),
    ).toBeTruthy();
    await confirmList(shown);
    expect(shown.api.previewAudience).toHaveBeenLastCalledWith("artist", { emailListId: "news" }, ["inner", "listener"]);
    expect(shown.dialog.getByText(/recipients get them/).textContent).toContain("42 recipients get them.");
    fireEvent.click(shown.dialog.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(shown.onSent).toHaveBeenCalledTimes(1));
    expect(vi.mocked(shown.api.createNewsletter).mock.calls[0]?.[1]).toMatchObject({ membersOnlyTierIds: ["inner", "listener"] });

    fireEvent.click(shown.dialog.getByRole("button", { name: "Back" }));
    const again = within(shown.dialog.getByRole("group", { name: "Who sees 'Members only' parts" }));
    fireEvent.click(again.getByRole("checkbox", { name: "Inner Circle (paid)" }));
    fireEvent.click(again.getByRole("checkbox", { name: "Listener (free)" }));
    expect(again.getByText("Nobody gets the parts marked 'Members only': everyone gets the email without them.")).toBeTruthy();
  });
});
