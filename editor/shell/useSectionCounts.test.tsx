// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StudioSidebar } from "./StudioSidebar";

afterEach(cleanup);

const editor = { email: "owner@example.com", profileId: "artist", role: "owner" } as never;

function sidebar(count: (profileId: string) => Promise<number>, current = "home") {
  return (
    <StudioSidebar
      artistName="Salt & Static"
      profileId="artist"
      sections={[
        { id: "home", label: "Home", path: "" },
        { id: "messages", label: "Messages", path: "messages", count },
      ]}
      current={current}
      otherArtists={[]}
      editor={editor}
      onLogOut={() => {}}
    />
  );
}

describe("the sidebar's counts", () => {
  it("shows a section's count beside its name, read as unread, and asks again when another section opens", async () => {
    const count = vi.fn(async () => 3);
    const { rerender } = render(sidebar(count));
    expect(await screen.findByRole("link", { name: "Messages, 3 unread" })).toBeTruthy();
    expect(count).toHaveBeenCalledWith("artist");
    count.mockResolvedValue(0);
    rerender(sidebar(count, "messages"));
    expect(await screen.findByRole("link", { name: "Messages" })).toBeTruthy();
    expect(count).toHaveBeenCalledTimes(2);
  });

  it("shows nothing when the count cannot be had", async () => {
    render(sidebar(() => Promise.reject(new Error("offline"))));
    expect(screen.getByRole("link", { name: "Messages" })).toBeTruthy();
  });
});
