// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MailingStatus } from "../../../schema/api/consent";
import { fakeApi, isDisabled, json, renderRoutes, resetBrowser } from "../account/screenTesting";
import { unsubscribeRoute } from "./consentRoutes";

beforeEach(resetBrowser);
afterEach(cleanup);

const TOKEN = "WyJhcnRpc3QtMSIsImZhbkBleGFtcGxlLmNvbSJd.c2lnbmF0dXJl";
const PAGE = `/unsubscribe/${TOKEN}`;
const as = (status: MailingStatus["status"]) => () => json({ email: "fan@example.com", status });

describe("a newsletter's unsubscribe page", () => {
  it("asks before it does anything, unsubscribes with one button, and subscribes again with another", async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      "POST public/unsubscribe/check": as("subscribed"),
      "POST public/unsubscribe": () => new Promise<Response>((resolve) => (answer = resolve)),
      "POST public/resubscribe": as("subscribed"),
    });
    renderRoutes([unsubscribeRoute], PAGE);
    expect(await screen.findByText("Unsubscribe fan@example.com from The Lantern Coast's emails?")).toBeTruthy();
    expect(await api.bodies("POST public/unsubscribe")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(isDisabled(await screen.findByRole("button", { name: "Unsubscribing…" }))).toBe(true);
    answer(json({ email: "fan@example.com", status: "unsubscribed" }));
    expect((await screen.findByRole("status")).textContent).toBe("fan@example.com is unsubscribed from The Lantern Coast's emails.");
    expect(await api.bodies("POST public/unsubscribe")).toEqual([{ token: TOKEN }]);

    fireEvent.click(screen.getByRole("button", { name: "Subscribe again" }));
    expect((await screen.findByText("You're subscribed again.")).getAttribute("role")).toBe("status");
    expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeTruthy();
    expect(await api.bodies("POST public/resubscribe")).toEqual([{ token: TOKEN }]);
  });

  it("offers to subscribe again to an address already unsubscribed", async () => {
    fakeApi({ "POST public/unsubscribe/check": as("unsubscribed") });
    renderRoutes([unsubscribeRoute], PAGE);
    expect((await screen.findByRole("status")).textContent).toBe("fan@example.com is unsubscribed from The Lantern Coast's emails.");
    expect(screen.getByRole("button", { name: "Subscribe again" })).toBeTruthy();
  });

  it("tells an address that bounced or complained why it gets no mail, with nothing to press", async () => {
    for (const [status, words] of [
      ["bounced", "Emails to fan@example.com could not be delivered, so The Lantern Coast no longer sends them."],
      ["complained", "fan@example.com reported The Lantern Coast's emails as spam, so The Lantern Coast no longer sends them."],
    ] as const) {
      fakeApi({ "POST public/unsubscribe/check": as(status) });
      renderRoutes([unsubscribeRoute], PAGE);
      expect((await screen.findByRole("status")).textContent).toBe(words);
      expect(screen.queryByRole("button")).toBeNull();
      cleanup();
    }
  });

  it("says so for a link that is not valid, naming no one", async () => {
    const message = "This unsubscribe link is not valid. Check that the whole link was copied from the email.";
    fakeApi({ "POST public/unsubscribe/check": () => json({ code: "unsubscribe_link_invalid", message }, 404) });
    renderRoutes([unsubscribeRoute], "/unsubscribe/forged");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText(/@/)).toBeNull();
  });

  it("says why an unsubscribe failed, and keeps the button", async () => {
    fakeApi({
      "POST public/unsubscribe/check": as("subscribed"),
      "POST public/unsubscribe": () =>
        json({ code: "unavailable", message: "The service is unavailable for a moment. Please try again." }, 503),
    });
    renderRoutes([unsubscribeRoute], PAGE);
    fireEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The service is unavailable for a moment. Please try again.");
    expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeTruthy();
  });
});
