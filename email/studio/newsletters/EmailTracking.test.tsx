// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "../../../editor/shell/toasts";
import { EmailTrackingChoice } from "./EmailTrackingChoice";
import { NewsletterDetail } from "./NewsletterDetail";
import { fakeNewslettersApi, sampleNewsletter, TRACKING_OFF_RESULTS } from "./newslettersTestKit";

afterEach(cleanup);

const checkbox = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("open and click tracking, the artist's choice (issue 38)", () => {
  it("starts off, and saves each box as it is ticked", async () => {
    const fake = fakeNewslettersApi();
    render(
      <ToastProvider>
        <EmailTrackingChoice profileId="artist" api={fake.api} />
      </ToastProvider>,
    );
    await waitFor(() => expect(checkbox("Count opens (a 1-pixel image)").disabled).toBe(false));
    expect(checkbox("Count opens (a 1-pixel image)").checked).toBe(false);
    expect(checkbox("Count clicks (links go through your site)").checked).toBe(false);
    expect(screen.getByText(/Off unless you turn it on/)).toBeTruthy();

    fireEvent.click(checkbox("Count clicks (links go through your site)"));
    await waitFor(() => expect(checkbox("Count clicks (links go through your site)").checked).toBe(true));
    expect(fake.api.saveEmailTracking).toHaveBeenLastCalledWith("artist", { opens: false, clicks: true });
    expect(await screen.findByText("Saved: newsletters sent from now on follow it")).toBeTruthy();
    expect(checkbox("Count opens (a 1-pixel image)").checked).toBe(false);
  });

  it("says in the server's words when the choice was not saved, and keeps the box as it was", async () => {
    const fake = fakeNewslettersApi();
    render(<EmailTrackingChoice profileId="artist" api={fake.api} />);
    await waitFor(() => expect(checkbox("Count opens (a 1-pixel image)").disabled).toBe(false));
    fake.refuseNext("Your role in this studio lets you look, not change.", 403);
    fireEvent.click(checkbox("Count opens (a 1-pixel image)"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The choice was not saved: Your role in this studio lets you look, not change.",
    );
    expect(checkbox("Count opens (a 1-pixel image)").checked).toBe(false);
  });
});

describe("a newsletter's results (issue 38)", () => {
  const renderResults = (results = TRACKING_OFF_RESULTS) => {
    const fake = fakeNewslettersApi([sampleNewsletter()], { results });
    render(<NewsletterDetail profileId="artist" sendId="nl_1" api={fake.api} confirm={async () => false} onChanged={() => {}} />);
    return screen.findByRole("region", { name: "Results" });
  };

  it("says tracking was off rather than showing zeros as facts", async () => {
    const results = within(await renderResults());
    expect(results.getByText("Delivered").nextElementSibling?.textContent).toBe("205");
    expect(results.getByText(/Open and click tracking is off/)).toBeTruthy();
    expect(results.queryByText("Opened")).toBeNull();
    expect(results.queryByText("Clicked")).toBeNull();
    expect(results.queryByRole("table")).toBeNull();
  });

  it("shows who opened and clicked, and the most followed links, when it was on", async () => {
    const results = within(
      await renderResults({
        delivered: 200,
        opened: 90,
        clicked: 30,
        topLinks: [
          { link: "https://tickets.example/tour", clicks: 41 },
          { link: "https://band.example/store", clicks: 7 },
        ],
        opensTracked: true,
        clicksTracked: true,
      }),
    );
    expect(results.getByText("Opened").nextElementSibling?.textContent).toBe("90 (45%)");
    expect(results.getByText("Clicked").nextElementSibling?.textContent).toBe("30 (15%)");
    expect(results.queryByText(/tracking is off/)).toBeNull();
    const rows = within(results.getByRole("table", { name: "Most followed links" })).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual(["LinkClicks", "https://tickets.example/tour41", "https://band.example/store7"]);
  });

  it("names what was not tracked when only one was on", async () => {
    const results = within(await renderResults({ ...TRACKING_OFF_RESULTS, opened: 12, opensTracked: true }));
    expect(results.getByText("Opened").nextElementSibling?.textContent).toBe("12 (6%)");
    expect(results.getByText("Click tracking is off for this newsletter.")).toBeTruthy();
    expect(results.queryByText("Clicked")).toBeNull();
  });
});
