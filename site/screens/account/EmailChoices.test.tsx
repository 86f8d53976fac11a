// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../client/api/client";
import { HTTPError } from "../../../client/api/http";
import type { EmailPreferences } from "../../../schema/api/emailPreferences";
import { EmailChoices, type EmailChoicesApi } from "./EmailChoices";

afterEach(cleanup);

function fakeApi(start: EmailPreferences = { posts: true, news: true, releases: true }): EmailChoicesApi {
  let saved = start;
  return {
    emailPreferences: vi.fn(async () => saved),
    changeEmailPreferences: vi.fn(async (change: Partial<EmailPreferences>) => {
      saved = { ...saved, ...change };
      return saved;
    }),
  };
}

describe("the account page's email choices", () => {
  it("shows each kind as the server has it, and saves one as it is ticked", async () => {
    const api = fakeApi({ posts: true, news: false, releases: true });
    render(<EmailChoices artistName="Lantern Coast" api={api} />);
    expect(screen.getByText("Choose which emails you get from Lantern Coast.")).toBeTruthy();
    const posts = (await screen.findByLabelText(/New posts/)) as HTMLInputElement;
    expect(posts.checked).toBe(true);
    expect((screen.getByLabelText(/News/) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(posts);
    await waitFor(() => expect(api.changeEmailPreferences).toHaveBeenCalledWith({ posts: false }));
    await waitFor(() => expect((screen.getByLabelText(/New posts/) as HTMLInputElement).checked).toBe(false));
  });

  it("says why a change was refused, and keeps the boxes as the server last said", async () => {
    const api = fakeApi();
    const refusal = new Response(JSON.stringify({ code: "unauthorized", message: "Log in again to change your emails." }), {
      status: 401,
      headers: { "content-type": "application/json" },
    });
    api.changeEmailPreferences = vi.fn(async () => {
      throw new ApiError("Log in again to change your emails.", 401, {
        cause: new HTTPError(refusal, new Request("http://localhost/api/accounts/me/email-preferences")),
      });
    });
    render(<EmailChoices artistName="Lantern Coast" api={api} />);
    fireEvent.click(await screen.findByLabelText(/New releases/));
    expect((await screen.findByRole("alert")).textContent).toContain("Log in again to change your emails.");
    expect((screen.getByLabelText(/New releases/) as HTMLInputElement).checked).toBe(true);
  });
});
