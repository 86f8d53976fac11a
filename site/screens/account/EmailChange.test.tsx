// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AccountEmail } from "./AccountEmail";
import { accountRoutes } from "./accountRoutes";
import { enabledButton, fakeApi, json, renderRoutes, resetBrowser } from "./screenTesting";

beforeEach(resetBrowser);
afterEach(cleanup);

describe("a fan's change of email (issue 35, item 2)", () => {
  it("asks for a new address and the password, and says where the link went", async () => {
    const asked: unknown[] = [];
    render(
      <AccountEmail
        email="ada@example.com"
        api={{
          requestEmailChange: async (change) => {
            asked.push(change);
            return { email: change.newEmail };
          },
        }}
      />,
    );
    expect(screen.getByText("ada@example.com").tagName).toBe("STRONG");
    fireEvent.click(screen.getByRole("button", { name: "Change email" }));
    expect(await screen.findByText("Email is invalid")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("New email address"), { target: { value: " Ada.New@Example.com " } });
    fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "correct horse battery" } });
    fireEvent.click(screen.getByRole("button", { name: "Change email" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "We sent a link to ada.new@example.com. Your address changes once you open it (within 24 hours).",
    );
    expect(asked).toEqual([{ newEmail: "ada.new@example.com", password: "correct horse battery" }]);
  });

  it("the new address's link says what it changes, and changes it on the click", async () => {
    const api = fakeApi({
      "POST public/email-changes/check": () => json({ oldEmail: "ada@example.com", newEmail: "ada.new@example.com" }),
      "POST public/email-changes/confirm": () => json({ oldEmail: "ada@example.com", newEmail: "ada.new@example.com" }),
    });
    renderRoutes(accountRoutes, "/account/change-email/tok_abcdefghijklmnop");
    expect(
      await screen.findByText("Change the email address of your account at The Lantern Coast from ada@example.com to ada.new@example.com?"),
    ).toBeTruthy();
    expect(await api.bodies("POST public/email-changes/confirm")).toEqual([]);
    fireEvent.click(await enabledButton("Confirm the change"));
    expect((await screen.findByRole("status")).textContent).toContain("Your email address is now ada.new@example.com.");
  });

  it("the old address's link undoes it and offers a password reset", async () => {
    fakeApi({
      "POST public/email-changes/undo/check": () => json({ oldEmail: "ada@example.com", newEmail: "eve@example.com" }),
      "POST public/email-changes/undo": () => json({ oldEmail: "ada@example.com", newEmail: "eve@example.com" }),
    });
    renderRoutes(accountRoutes, "/account/undo-email-change/tok_abcdefghijklmnop");
    fireEvent.click(await enabledButton("Undo the change"));
    expect((await screen.findByRole("status")).textContent).toContain("Your email address is ada@example.com again");
    expect(screen.getByRole("link", { name: "reset your password" }).getAttribute("href")).toBe("/forgot-password?email=ada%40example.com");
  });

  it("says why a link does nothing", async () => {
    const message = "This link was already used: your email address was changed.";
    fakeApi({ "POST public/email-changes/check": () => json({ code: "email_change_used", message }, 410) });
    renderRoutes(accountRoutes, "/account/change-email/used-token-abcdefghij");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });
});
