// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../client/api/client";
import type { OutboxMessage } from "../../schema/api/outbox";
import type { OutboxApi } from "../api/outboxApi";
import { EMAIL_FRAME_POLICY } from "./emailFrame";
import { OutboxWorkspace } from "./OutboxWorkspace";

afterEach(cleanup);

const profile = { id: "artist", name: "Salt & Static" } as never;
const editor = { email: "owner@example.com", profileId: "artist" } as never;

const gift: OutboxMessage = {
  id: "2026-11-28T10-00-00-000Z-0000000b",
  sentAt: "2026-11-28T10:00:00.000Z",
  to: "bo@example.com",
  subject: "A gift for you",
  from: "Backline <no-reply@localhost>",
  headers: [
    { name: "X-Backline-Profile", value: "artist" },
    { name: "Subject", value: "A gift for you" },
  ],
  text: "Someone sent you music.",
  html: '<p>Someone sent you <strong>music</strong>.</p><script>parent.alert("hi")</script>',
};
const receipt: OutboxMessage = {
  ...gift,
  id: "2026-11-27T10-00-00-000Z-0000000a",
  sentAt: "2026-11-27T10:00:00.000Z",
  to: "ana@example.com",
  subject: "Your receipt",
  text: "Thank you.",
  html: null,
};

function fakeOutbox(messages: OutboxMessage[], transport: "outbox" | "smtp" = "outbox"): OutboxApi {
  return {
    listOutbox: vi.fn(async (_profileId: string, query: { offset: number; limit: number }) => ({
      transport,
      total: messages.length,
      data: messages.slice(query.offset, query.offset + query.limit).map(({ id, sentAt, to, subject }) => ({ id, sentAt, to, subject })),
    })),
    getOutboxMessage: vi.fn(async (_profileId: string, id: string) => {
      const found = messages.find((message) => message.id === id);
      if (!found) throw new ApiError("This message is not in the outbox.", 404);
      return found;
    }),
  };
}

function renderOutbox(api: OutboxApi) {
  render(<OutboxWorkspace profile={profile} editor={editor} logOut={() => {}} setBeforeLeave={() => {}} api={api} />);
}

describe("the studio's Outbox section", () => {
  it("lists the messages newest first and opens one: its text, its headers, and its HTML in a frame where nothing runs", async () => {
    const api = fakeOutbox([gift, receipt]);
    renderOutbox(api);
    expect(screen.getByText("Loading the outbox…")).toBeTruthy();
    const rows = within(await screen.findByRole("table")).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "SentToSubjectActions",
      expect.stringContaining("bo@example.comA gift for you"),
      expect.stringContaining("ana@example.comYour receipt"),
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Open “A gift for you” to bo@example.com" }));
    expect(await screen.findByRole("heading", { name: "A gift for you", level: 2 })).toBeTruthy();
    expect(api.getOutboxMessage).toHaveBeenCalledWith("artist", gift.id);
    expect(screen.getByText("Someone sent you music.")).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Headers" })).getByText("X-Backline-Profile")).toBeTruthy();
    const frame = screen.getByTitle("The email as HTML") as HTMLIFrameElement;
    // Sandboxed with no permission at all (no scripts, no same origin), and a policy that lets nothing run or load but images.
    expect(frame.getAttribute("sandbox")).toBe("");
    const document = frame.getAttribute("srcdoc") ?? "";
    expect(document.startsWith(`<!doctype html><meta http-equiv="Content-Security-Policy" content="${EMAIL_FRAME_POLICY}">`)).toBe(true);
    expect(document).toContain("<strong>music</strong>");
    expect(EMAIL_FRAME_POLICY).toContain("default-src 'none'");

    fireEvent.click(screen.getByRole("button", { name: "Back to the outbox" }));
    fireEvent.click(await screen.findByRole("button", { name: "Open “Your receipt” to ana@example.com" }));
    expect(await screen.findByText("Thank you.")).toBeTruthy();
    expect(screen.queryByTitle("The email as HTML")).toBeNull();
  });

  it("says when nothing was sent yet, when mail goes through SMTP, and why the outbox did not load", async () => {
    renderOutbox(fakeOutbox([]));
    expect(await screen.findByText("No emails yet: receipts and notices appear here as the site sends them.")).toBeTruthy();
    cleanup();
    renderOutbox(fakeOutbox([], "smtp"));
    expect(await screen.findByText(/^Mail goes through the SMTP server/)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    cleanup();
    const failing = {
      ...fakeOutbox([]),
      listOutbox: vi.fn(async () => Promise.reject(new ApiError("Log in as an editor to do this.", 401))),
    };
    renderOutbox(failing);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("The outbox could not be loaded: Log in as an editor to do this."),
    );
  });
});
