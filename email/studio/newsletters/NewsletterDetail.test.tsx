// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerConfirm } from "../../../editor/shell/confirmDialogTesting";
import { useConfirmDialog } from "../../../editor/shell/useConfirmDialog";
import type { NewsletterDetail as Detail, NewsletterSummary } from "../../../schema/api/newsletters";
import { richTextFromPlainText } from "../../../schema/richText/plainText";
import { NewsletterDetail } from "./NewsletterDetail";
import { bigNews, fakeNewslettersApi, sampleNewsletter } from "./newslettersTestKit";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderDetail(
  newsletters: NewsletterSummary[],
  { sendId = "nl_1", sentDocument }: { sendId?: string; sentDocument?: Detail["document"] } = {},
) {
  const fake = fakeNewslettersApi(newsletters, sentDocument === undefined ? {} : { sentDocument });
  const onChanged = vi.fn();
  // As the Emails section holds it: its questions asked in the section's dialog.
  function Section() {
    const { confirm, dialog } = useConfirmDialog();
    return (
      <>
        <NewsletterDetail profileId="artist" sendId={sendId} api={fake.api} confirm={confirm} onChanged={onChanged} />
        {dialog}
      </>
    );
  }
  render(<Section />);
  return { ...fake, onChanged };
}

const recipients = () => within(screen.getByRole("region", { name: "Recipients" }));
const scheduled = () =>
  sampleNewsletter({ status: "scheduled", finishedAt: null, counts: { total: 0, queued: 0, sent: 0, failed: 0, skipped: 0 } });

describe("a sent newsletter", () => {
  it("shows its summary, its recipients with their statuses, and the email as sent, read-only", async () => {
    renderDetail([sampleNewsletter({ webUrl: "/newsletters/big-news" })]);
    expect(await screen.findByRole("heading", { name: "Big news", level: 2 })).toBeTruthy();
    expect(screen.getByText("2 sent, 1 failed, 0 queued (3 in all)")).toBeTruthy();
    expect((screen.getByRole("progressbar", { name: "Sending progress" }) as HTMLProgressElement).value).toBe(3);
    expect(screen.getByRole("link", { name: "/newsletters/big-news" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel sending" })).toBeNull();
    expect(recipients().getAllByRole("row")).toHaveLength(4);
    expect(recipients().getByText("550 mailbox unavailable")).toBeTruthy();
    const sentEmail = within(screen.getByRole("region", { name: "The email as sent" }));
    expect(sentEmail.getByTitle("The exported email at 600 px").getAttribute("srcdoc")).toContain("Big news");
    expect(sentEmail.queryByRole("button", { name: "Back to editing" })).toBeNull();
  });

  it("previews the email the server answers as sent, and says in plain words when it was not kept (issue 34)", async () => {
    const email = bigNews();
    const asSent = {
      ...email,
      root: {
        ...email.root,
        children: [{ id: "sent", type: "Text", props: { content: richTextFromPlainText("Tickets on sale Friday.") } }],
      },
    } as typeof email;
    renderDetail([sampleNewsletter()], { sentDocument: asSent });
    const sentEmail = within(await screen.findByRole("region", { name: "The email as sent" }));
    expect(sentEmail.getByTitle("The exported email at 600 px").getAttribute("srcdoc")).toContain("Tickets on sale Friday.");
    expect(sentEmail.queryByText("The email as sent was not kept for this newsletter.")).toBeNull();
    cleanup();

    // A newsletter an earlier version kept without its email: its recipients still show, and no preview.
    renderDetail([sampleNewsletter()], { sentDocument: null });
    const kept = within(await screen.findByRole("region", { name: "The email as sent" }));
    expect(kept.getByText("The email as sent was not kept for this newsletter.")).toBeTruthy();
    expect(kept.queryByTitle(/The exported email/)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(recipients().getAllByRole("row")).toHaveLength(4);
  });

  it("filters its recipients by status and pages through them", async () => {
    const { api } = renderDetail([sampleNewsletter({ counts: { total: 121, queued: 0, sent: 120, failed: 1, skipped: 0 } })]);
    await screen.findByRole("region", { name: "Recipients" });
    expect(recipients().getByText("1–50 of 121")).toBeTruthy();
    fireEvent.click(recipients().getByRole("button", { name: "Next" }));
    expect(await recipients().findByText("51–100 of 121")).toBeTruthy();
    expect(api.getNewsletter).toHaveBeenLastCalledWith("artist", "nl_1", { offset: 50, limit: 50 });

    fireEvent.change(recipients().getByLabelText("Show recipients"), { target: { value: "failed" } });
    expect(await recipients().findByText("1–1 of 1")).toBeTruthy();
    expect(api.getNewsletter).toHaveBeenLastCalledWith("artist", "nl_1", { status: "failed", offset: 0, limit: 50 });
    expect(recipients().getByText("fan121@example.com")).toBeTruthy();
    fireEvent.change(recipients().getByLabelText("Show recipients"), { target: { value: "skipped" } });
    expect(await recipients().findByText("No recipient is skipped.")).toBeTruthy();
  });

  it("asks again every 2 s while sending, showing its progress, and stops once sent", async () => {
    vi.useFakeTimers();
    const sending = sampleNewsletter({
      status: "sending",
      finishedAt: null,
      counts: { total: 3, queued: 3, sent: 0, failed: 0, skipped: 0 },
    });
    const fake = renderDetail([sending]);
    const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    await pass(0);
    expect(screen.getByText("0 sent, 0 failed, 3 queued (3 in all)")).toBeTruthy();
    fake.update("nl_1", { counts: { total: 3, queued: 1, sent: 2, failed: 0, skipped: 0 } });
    await pass(2000);
    expect(screen.getByText("2 sent, 0 failed, 1 queued (3 in all)")).toBeTruthy();
    fake.update("nl_1", { status: "sent", counts: { total: 3, queued: 0, sent: 3, failed: 0, skipped: 0 } });
    await pass(2000);
    expect(screen.getByText("Sent", { selector: "dd" })).toBeTruthy();
    const calls = vi.mocked(fake.api.getNewsletter).mock.calls.length;
    await pass(10_000);
    expect(fake.api.getNewsletter).toHaveBeenCalledTimes(calls);
  });
});

describe("a scheduled newsletter", () => {
  it("is cancelled after a confirmation naming it, and not without it", async () => {
    const { api, onChanged } = renderDetail([scheduled()]);
    const question = { title: "Cancel this newsletter?", message: "Cancel sending “Big news”? It will not go out." };
    await screen.findByRole("region", { name: "Recipients" });
    expect(recipients().getByText("Its recipients are chosen when it goes out.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel sending" }));
    await answerConfirm({ ...question, button: "Keep it scheduled" });
    expect(api.cancelNewsletter).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Cancel sending" }));
    await answerConfirm({ ...question, button: "Cancel the newsletter" });
    await waitFor(() => expect(screen.getByText("Cancelled", { selector: "dd" })).toBeTruthy());
    expect(api.cancelNewsletter).toHaveBeenCalledWith("artist", "nl_1");
    expect(screen.queryByRole("button", { name: "Cancel sending" })).toBeNull();
    expect(onChanged).toHaveBeenCalled();
  });

  it("shows the server's refusal in its words, and a newsletter it cannot load", async () => {
    const fake = renderDetail([scheduled()]);
    fake.refuseNext("This newsletter is already sending.", 409);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel sending" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel the newsletter" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The newsletter was not cancelled: This newsletter is already sending.");
    cleanup();

    renderDetail([], { sendId: "nl_9" });
    expect((await screen.findByRole("alert")).textContent).toContain("The newsletter could not be loaded: Newsletter not found.");
  });
});
