// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PanelHost } from "../settings/panelTestKit";
import EmbedSettings from "./EmbedSettings";

afterEach(cleanup);

const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";

function renderPanel(props: Record<string, unknown> = {}) {
  const onChange = vi.fn();
  render(<PanelHost Panel={EmbedSettings} node={{ id: "player", type: "Embed", props }} options={{ onChange }} />);
  return onChange;
}

const link = () => screen.getByLabelText<HTMLTextAreaElement>("Link or embed code");

describe("EmbedSettings", () => {
  it("starts empty, saying what may be pasted, with no size to choose until a link is recognised", () => {
    renderPanel();
    expect(link().value).toBe("");
    expect(screen.getByText(/A share link or embed code from Spotify, SoundCloud, Bandcamp, Apple Music, YouTube or Vimeo/)).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Size" })).toBeNull();
  });

  it("sends a recognised link as a text edit and says what it plays", () => {
    const onChange = renderPanel();
    fireEvent.change(link(), { target: { value: SPOTIFY } });
    expect(onChange).toHaveBeenLastCalledWith({ url: SPOTIFY }, { key: "url", kind: "text" });
    expect(screen.getByText("Track on Spotify: fans load the player with a click.")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Compact (152 px high)" })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Full (352 px high)" }).checked).toBe(true);
  });

  it("stores the player address an embed code holds, and shows it in the field", () => {
    const onChange = renderPanel();
    fireEvent.change(link(), {
      target: {
        value:
          '<iframe style="border: 0; width: 350px; height: 470px;" src="https://bandcamp.com/EmbeddedPlayer/album=3391957209/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/transparent=true/" seamless><a href="https://x.bandcamp.com/album/y">Y by X</a></iframe>',
      },
    });
    const address =
      "https://bandcamp.com/EmbeddedPlayer/album=3391957209/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/transparent=true/";
    expect(onChange).toHaveBeenLastCalledWith({ url: address }, { key: "url", kind: "text" });
    expect(link().value).toBe(address);
    expect(screen.getByText("Album on Bandcamp: fans load the player with a click.")).toBeTruthy();
  });

  it.each([
    ["javascript:alert(1)", "Only web addresses can be embedded: javascript: links are not allowed."],
    [
      "https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ",
      /youtube\.com\.evil\.test is not Spotify, SoundCloud, Bandcamp, Apple Music, YouTube or Vimeo/,
    ],
    ["https://artist.bandcamp.com/album/night-drive", /Share \/ Embed/],
  ])("refuses %s, says why as it is typed, and sends nothing", (text, problem) => {
    const onChange = renderPanel({ url: SPOTIFY });
    fireEvent.change(link(), { target: { value: text } });
    expect(onChange).not.toHaveBeenCalled();
    expect(link().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(problem)).toBeTruthy();
  });

  it("offers no size where the service has one player only (an Apple Music song)", () => {
    renderPanel({ url: "https://music.apple.com/us/album/night-drive/1440857781?i=1440858080" });
    expect(screen.getByText("Song on Apple Music: fans load the player with a click.")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Size" })).toBeNull();
  });

  it("sends a cleared link as undefined, so the block is empty again", () => {
    const onChange = renderPanel({ url: SPOTIFY });
    fireEvent.change(link(), { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith({ url: undefined }, { key: "url", kind: "text" });
  });

  it("sends the title as a text edit, the size as a choice and the margins", () => {
    const onChange = renderPanel({ url: "https://youtu.be/dQw4w9WgXcQ" });
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Live at the Roundhouse" } });
    expect(onChange).toHaveBeenLastCalledWith({ title: "Live at the Roundhouse" }, { key: "title", kind: "text" });
    expect(screen.getByLabelText<HTMLInputElement>("Title").maxLength).toBe(200);
    fireEvent.click(screen.getByRole("radio", { name: "Compact (560 px wide)" }));
    expect(onChange).toHaveBeenLastCalledWith({ size: "compact" }, { key: "size", kind: "choice" });
    expect(screen.getByRole("radio", { name: "Full (page width)" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Margins bottom"), { target: { value: "32" } });
    expect(onChange).toHaveBeenLastCalledWith({ margins: [0, 0, 32, 0] }, { key: "margins", kind: "text" });
  });
});
