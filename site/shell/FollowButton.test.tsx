// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteContext } from "../app/SiteContext";
import { FollowButton } from "./FollowButton";
import type { FollowApi } from "./FollowDialog";
import { testSite } from "./testing";

afterEach(cleanup);

function renderFollow(api: FollowApi) {
  render(
    <SiteContext.Provider value={testSite()}>
      <FollowButton api={api} />
    </SiteContext.Provider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Follow" }));
}

const submit = () => fireEvent.click(screen.getAllByRole("button", { name: "Follow" }).at(-1) as HTMLElement);

describe("the Follow dialog", () => {
  it("sends the address and ends on 'Check your email to confirm'", async () => {
    const follow = vi.fn(async () => ({ ok: true as const }));
    renderFollow({ follow });
    expect(await screen.findByRole("dialog", { name: "Follow Neon Coast" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: " Ada@Example.com " } });
    submit();
    expect((await screen.findByRole("status")).textContent).toContain("Check your email to confirm");
    expect(follow).toHaveBeenCalledWith({ email: "ada@example.com" });
  });

  it("says what is wrong with the address before asking, and the server's refusal after", async () => {
    const follow = vi.fn(async () => {
      throw new Error("Too many tries: wait a minute.");
    });
    renderFollow({ follow });
    await screen.findByRole("dialog");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter your email");
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "nope" } });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a valid email");
    expect(follow).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "ada@example.com" } });
    submit();
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(follow).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Email address").getAttribute("aria-invalid")).toBe("true");
  });
});
