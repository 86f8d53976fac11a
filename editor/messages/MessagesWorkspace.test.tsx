// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactMessage } from "../../schema/api/contactMessages";
import type { MessagesApi } from "../api/messagesApi";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { MessagesWorkspace } from "./MessagesWorkspace";

afterEach(cleanup);

const profile = { id: "artist", name: "Salt & Static" } as never;
const owner = { email: "owner@example.com", profileId: "artist", role: "owner" } as never;
const viewer = { email: "viewer@example.com", profileId: "artist", role: "viewer" } as never;

const messageOf = (id: string, more: Partial<ContactMessage> = {}): ContactMessage => ({
  id,
  createdAt: "2026-11-30T10:00:00.000Z",
  read: false,
  name: "Ada Fan",
  email: "ada@example.com",
  phone: "",
  subject: "",
  message: `Message ${id}`,
  custom: [],
  pagePath: "/contact",
  ...more,
});

/** An artist's messages as the server keeps them, changed by the calls the screen makes. */
function fakeMessages(initial: ContactMessage[]) {
  let messages = [...initial];
  const api: MessagesApi = {
    list: vi.fn(async (_profileId: string, { offset, limit }: { offset: number; limit: number }) => ({
      total: messages.length,
      unread: messages.filter((message) => !message.read).length,
      data: messages.slice(offset, offset + limit),
    })),
    unread: vi.fn(async () => ({ unread: messages.filter((message) => !message.read).length })),
    setRead: vi.fn(async (_profileId: string, id: string, read: boolean) => {
      messages = messages.map((message) => (message.id === id ? { ...message, read } : message));
      return { ok: true as const };
    }),
    remove: vi.fn(async (_profileId: string, id: string) => {
      messages = messages.filter((message) => message.id !== id);
      return { ok: true as const };
    }),
  };
  return api;
}

function renderMessages(api: MessagesApi, editor = owner) {
  render(<MessagesWorkspace profile={profile} editor={editor} logOut={() => {}} setBeforeLeave={() => {}} api={api} />);
}

describe("the studio's Messages section", () => {
  it("says it is loading, then that there are no messages yet", async () => {
    renderMessages(fakeMessages([]));
    expect(screen.getByText("Loading the messages…")).toBeTruthy();
    expect(await screen.findByText("No messages yet: add a Contact form to a page, and what fans send appears here.")).toBeTruthy();
  });

  it("lists messages in the server's order with the unread ones marked, and opening one marks it read and shows it all", async () => {
    const api = fakeMessages([
      messageOf("m2", { subject: "Booking", custom: [{ label: "Venue", value: "The Roundhouse" }], message: "Line one\nLine two" }),
      messageOf("m1", { read: true, name: "", email: "bo@example.com" }),
    ]);
    renderMessages(api);
    const rows = within(await screen.findByRole("table")).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "ReceivedFromSubject or messageActions",
      expect.stringMatching(/^Unread: .*Ada FanNew · Booking/),
      expect.stringMatching(/bo@example\.comMessage m1/),
    ]);
    expect(screen.getByText(/1 message is unread\./)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Open the message from Ada Fan" }));
    expect(await screen.findByRole("heading", { name: "Booking", level: 2 })).toBeTruthy();
    expect(screen.getByText("The Roundhouse")).toBeTruthy();
    expect(screen.getByText((_, element) => element?.textContent === "Line one\nLine two" && element.tagName === "P")).toBeTruthy();
    expect(screen.getByRole("link", { name: "ada@example.com" }).getAttribute("href")).toBe("mailto:ada@example.com");
    await waitFor(() => expect(api.setRead).toHaveBeenCalledWith("artist", "m2", true));
    fireEvent.click(screen.getByRole("button", { name: "Mark as unread" }));
    await waitFor(() => expect(api.setRead).toHaveBeenLastCalledWith("artist", "m2", false));
    expect(await screen.findByText(/1 message is unread\./)).toBeTruthy();
  });

  it("deletes a message only once the confirm dialog says so", async () => {
    const api = fakeMessages([messageOf("m1")]);
    renderMessages(api);
    fireEvent.click(await screen.findByRole("button", { name: "Delete the message from Ada Fan" }));
    const question = {
      title: "Delete this message?",
      message: "Delete the message from Ada Fan? It cannot be brought back (the copy in your email stays).",
    };
    fireEvent.click(within(await screen.findByRole("dialog", { name: question.title })).getByRole("button", { name: "Cancel" }));
    expect(api.remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Delete the message from Ada Fan" }));
    await answerConfirm({ ...question, button: "Delete message" });
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith("artist", "m1"));
    expect(await screen.findByText("No messages yet: add a Contact form to a page, and what fans send appears here.")).toBeTruthy();
  });

  it("pages through the messages, 20 at a time", async () => {
    const api = fakeMessages(Array.from({ length: 25 }, (_, index) => messageOf(`m${index}`, { read: true })));
    renderMessages(api);
    await screen.findByRole("table");
    expect(api.list).toHaveBeenLastCalledWith("artist", { offset: 0, limit: 20 });
    fireEvent.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith("artist", { offset: 20, limit: 20 }));
  });

  it("lets a viewer read but not change, with the fan's address hidden", async () => {
    const api = fakeMessages([messageOf("m1", { email: "hidden", name: "" })]);
    renderMessages(api, viewer);
    fireEvent.click(await screen.findByRole("button", { name: "Open the message from A fan" }));
    expect(await screen.findByText("Hidden from viewers")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark as unread" })).toBeNull();
    expect(api.setRead).not.toHaveBeenCalled();
  });
});
