// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../client/api/client";
import type { NewslettersApi } from "../../../editor/api/newslettersApi";
import type { NewsletterSummary } from "../../../schema/api/newsletters";
import { NewsletterList } from "./NewsletterList";
import { fakeNewslettersApi, sampleNewsletter } from "./newslettersTestKit";
import { useNewsletters } from "./useNewsletters";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets the fake server's answers arrive and `ms` pass. */
const pass = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

function Harness({ api, onOpen }: { api: Pick<NewslettersApi, "listNewsletters">; onOpen(id: string): void }) {
  const { list, refresh } = useNewsletters("artist", api);
  return <NewsletterList list={list} openId="nl_1" onOpen={onOpen} onRetry={() => void refresh()} />;
}

async function renderList(newsletters: NewsletterSummary[]) {
  const fake = fakeNewslettersApi(newsletters);
  const onOpen = vi.fn();
  render(<Harness api={fake.api} onOpen={onOpen} />);
  await pass();
  return { ...fake, onOpen };
}

const scheduled = () =>
  sampleNewsletter({
    id: "nl_2",
    subject: "Tour news",
    audienceName: "Supporter members",
    status: "scheduled",
    sendAt: "2026-12-01T18:00:00.000Z",
    finishedAt: null,
    counts: { total: 0, queued: 0, sent: 0, failed: 0, skipped: 0 },
  });

describe("the newsletters list", () => {
  it("lists the scheduled, then the sent, each with its audience, status, counts and time; one opens on a click", async () => {
    const { onOpen } = await renderList([scheduled(), sampleNewsletter()]);
    const scheduledList = within(screen.getByRole("list", { name: "Scheduled" }));
    expect(scheduledList.getByRole("button", { name: "Tour news" })).toBeTruthy();
    expect(scheduledList.getByText(/^To Supporter members · Scheduled · 0 sent, 0 failed, 0 queued · Goes out /)).toBeTruthy();
    const sent = within(screen.getByRole("list", { name: "Sent" }));
    expect(sent.getByRole("button", { name: "Big news" }).getAttribute("aria-current")).toBe("page");
    expect(sent.getByText(/^To Newsletter · Sent · 2 sent, 1 failed, 0 queued · Sent /)).toBeTruthy();
    fireEvent.click(scheduledList.getByRole("button", { name: "Tour news" }));
    expect(onOpen).toHaveBeenCalledWith("nl_2");
  });

  it("asks again every 2 s while one is scheduled or sending, and stops once all are sent", async () => {
    const fake = await renderList([sampleNewsletter({ status: "sending", finishedAt: null })]);
    expect(fake.api.listNewsletters).toHaveBeenCalledTimes(1);
    await pass(1999);
    expect(fake.api.listNewsletters).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(fake.api.listNewsletters).toHaveBeenCalledTimes(2);

    fake.update("nl_1", { status: "sent", counts: { total: 3, queued: 0, sent: 3, failed: 0, skipped: 0 } });
    await pass(2000);
    expect(fake.api.listNewsletters).toHaveBeenCalledTimes(3);
    expect(screen.getByText(/· Sent · 3 sent, 0 failed, 0 queued ·/)).toBeTruthy();
    await pass(10_000);
    expect(fake.api.listNewsletters).toHaveBeenCalledTimes(3);
  });

  it("does not ask again when nothing is underway", async () => {
    const fake = await renderList([sampleNewsletter()]);
    await pass(10_000);
    expect(fake.api.listNewsletters).toHaveBeenCalledTimes(1);
  });

  it("says when nothing was sent yet, and why the list could not be loaded, with Try again", async () => {
    await renderList([]);
    expect(screen.getByText("Nothing sent yet: open an email under Drafts and choose Send…")).toBeTruthy();
    cleanup();

    const listNewsletters = vi.fn().mockRejectedValueOnce(new ApiError("The server is down.", 503)).mockResolvedValue([]);
    render(<Harness api={{ listNewsletters }} onOpen={vi.fn()} />);
    await pass();
    expect(screen.getByRole("alert").textContent).toContain("The newsletters could not be loaded: The server is down.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await pass();
    expect(screen.getByText(/^Nothing sent yet/)).toBeTruthy();
  });
});
