// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountRoutes } from "./accountRoutes";
import { fakeApi, json, loggedInAs, renderRoutes, resetBrowser, TEST_FAN, TEST_PROFILE } from "./screenTesting";

beforeEach(resetBrowser);
afterEach(cleanup);

const quiet = { "GET accounts/me/sessions": () => json({ sessions: [] }) };
/** The "Your data" card: other cards of the page have their own statuses and alerts. */
const dataCard = async () => (await screen.findByRole("heading", { name: "Your data" })).closest("section") as HTMLElement;

describe("the account page's copy of the fan's data (issue 35, item 4)", () => {
  it("asks for it and says where the link goes and for how long", async () => {
    const api = fakeApi({
      ...loggedInAs(),
      ...quiet,
      "POST accounts/me/data-export": () => json({ checkEmail: true, email: TEST_FAN.email, days: 7 }, 202),
    });
    renderRoutes(accountRoutes, "/account");
    const card = await dataCard();
    fireEvent.click(within(card).getByRole("button", { name: "Download my data" }));
    expect(await within(card).findByRole("status")).toHaveProperty(
      "textContent",
      `We are preparing your data. A link to download it will be emailed to ${TEST_FAN.email}; it works for 7 days.`,
    );
    expect(await api.bodies("POST accounts/me/data-export")).toEqual([{}]);
  });

  it("shows the server's words when it refuses (too many copies asked for)", async () => {
    fakeApi({
      ...loggedInAs(),
      ...quiet,
      "POST accounts/me/data-export": () => json({ code: "rate_limited", message: "Too many requests. Try again in a few minutes." }, 429),
    });
    renderRoutes(accountRoutes, "/account");
    const card = await dataCard();
    fireEvent.click(within(card).getByRole("button", { name: "Download my data" }));
    expect((await within(card).findByRole("alert")).textContent).toBe("Too many requests. Try again in a few minutes.");
  });
});

describe("the emailed link to the copy (issue 35, item 4)", () => {
  it("says when it was made and until when the link works, and downloads the zip from the API", async () => {
    const api = fakeApi({
      "POST public/data-exports/check": () => json({ createdAt: "2026-11-29T10:00:00.000Z", expiresAt: "2026-12-06T10:00:00.000Z" }),
    });
    renderRoutes(accountRoutes, "/account/your-data/tok_abcdefghijklmnop");
    expect(
      await screen.findByText(
        `A copy of your data at ${TEST_PROFILE.name}, made on November 29, 2026: a zip of JSON and CSV files. This link works until December 6, 2026.`,
      ),
    ).toBeTruthy();
    const link = screen.getByRole("link", { name: "Download your data (zip)" });
    expect(link.getAttribute("href")).toBe("/api/public/data-exports/tok_abcdefghijklmnop");
    expect(link.hasAttribute("download")).toBe(true);
    expect(await api.bodies("POST public/data-exports/check")).toEqual([{ token: "tok_abcdefghijklmnop" }]);
  });

  it("says in the server's words why an expired link no longer works", async () => {
    const message =
      "This download link has expired: links to a copy of your data work for 7 days. Ask for a new copy on your account page.";
    fakeApi({ "POST public/data-exports/check": () => json({ code: "data_export_expired", message }, 410) });
    renderRoutes(accountRoutes, "/account/your-data/tok_abcdefghijklmnop");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByRole("link", { name: "Download your data (zip)" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to your account" })).toBeTruthy();
  });
});

describe("deleting the fan's account (issue 35, item 4)", () => {
  it("says what happens, asks for the password in a dialog, and once deleted signs the fan out and says so", async () => {
    const api = fakeApi({
      ...loggedInAs(),
      ...quiet,
      "POST accounts/me/delete": () => json({ deleted: true }),
      "DELETE sessions": () => json({ code: "unauthorized", message: "Log in to do this." }, 401),
    });
    renderRoutes(accountRoutes, "/account");
    const card = (await screen.findByRole("heading", { name: "Delete my account" })).closest("section") as HTMLElement;
    expect(card.textContent).toContain("Your memberships are cancelled at once and will not renew.");
    expect(card.textContent).toContain('Your comments stay, shown as by "a former fan".');
    fireEvent.click(within(card).getByRole("button", { name: "Delete my account…" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(dialog.textContent).toContain("Your library is lost");
    expect(dialog.textContent).toContain(`Your orders stay for ${TEST_PROFILE.name}'s accounting`);

    // No password: said under the field, nothing sent.
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("Password is required")).toBeTruthy();
    expect(await api.bodies("POST accounts/me/delete")).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Your password"), { target: { value: "correct horse battery" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("heading", { name: "Your account was deleted" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain(`We sent a confirmation to ${TEST_FAN.email}.`);
    expect(await api.bodies("POST accounts/me/delete")).toEqual([{ password: "correct horse battery" }]);
    await waitFor(() => expect(localStorage.getItem("public-access-token")).toBeNull());
  });

  it("keeps the dialog open with the server's words for a wrong password, and Cancel closes it", async () => {
    fakeApi({
      ...loggedInAs(),
      ...quiet,
      "POST accounts/me/delete": () =>
        json({ code: "unauthorized", message: "This is not your current password. Type the password you log in with." }, 401),
    });
    renderRoutes(accountRoutes, "/account");
    fireEvent.click(await screen.findByRole("button", { name: "Delete my account…" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    fireEvent.change(within(dialog).getByLabelText("Your password"), { target: { value: "wrong" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This is not your current password. Type the password you log in with.",
    );
    expect(localStorage.getItem("public-access-token")).toBe("token-of-the-fan");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("heading", { name: "My Account" })).toBeTruthy();
  });
});
