// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ForgotPassword } from "./StudioLogin";

afterEach(cleanup);

describe("'Forgot password?' on the studio's login (issue 35, item 6)", () => {
  it("asks for a link for the address typed, and says what happens if it edits the artist", async () => {
    const asked: string[] = [];
    const api = {
      requestPasswordReset: async (email: string) => {
        asked.push(email);
        return { checkEmail: true as const };
      },
    };
    const { rerender } = render(<ForgotPassword email="" artistName="Night Ferry" api={api} />);
    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Email is invalid: type your address above first.");
    rerender(<ForgotPassword email=" Owner@NightFerry.example " artistName="Night Ferry" api={api} />);
    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "If owner@nightferry.example edits Night Ferry's site, we have sent it a link to choose a new password. It works once, for an hour.",
    );
    expect(asked).toEqual(["owner@nightferry.example"]);
  });
});
