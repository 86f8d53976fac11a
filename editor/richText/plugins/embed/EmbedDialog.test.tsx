// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMBED_PARSE_DEBOUNCE_MS, EmbedDialog } from "./EmbedDialog";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function openDialog(type: "youtube" | "tweet" | "figma") {
  const onEmbed = vi.fn();
  render(<EmbedDialog type={type} onEmbed={onEmbed} onClose={() => {}} />);
  const input = screen.getByRole("textbox");
  const embed = screen.getByRole("button", { name: "Embed" });
  const type_ = (text: string) => act(() => fireEvent.change(input, { target: { value: text } }));
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { onEmbed, embed, type: type_, wait };
}

describe("EmbedDialog", () => {
  it("enables Embed only 200 ms after a YouTube address that yields an 11-character id", () => {
    const dialog = openDialog("youtube");
    expect(screen.getByRole("dialog", { name: "Embed YouTube Video" })).toBeTruthy();
    expect(dialog.embed).toHaveProperty("disabled", true);
    dialog.type("https://youtu.be/jNQXAC9IVRw");
    dialog.wait(EMBED_PARSE_DEBOUNCE_MS - 1);
    expect(dialog.embed).toHaveProperty("disabled", true);
    dialog.wait(1);
    expect(dialog.embed).toHaveProperty("disabled", false);
    act(() => fireEvent.click(dialog.embed));
    expect(dialog.onEmbed).toHaveBeenCalledWith("jNQXAC9IVRw");
  });

  it("disables Embed again as soon as the address changes, until the new one is read", () => {
    const dialog = openDialog("youtube");
    dialog.type("https://www.youtube.com/watch?v=jNQXAC9IVRw");
    dialog.wait(EMBED_PARSE_DEBOUNCE_MS);
    expect(dialog.embed).toHaveProperty("disabled", false);
    dialog.type("https://www.youtube.com/watch?v=jNQXAC9IVR");
    expect(dialog.embed).toHaveProperty("disabled", true);
    dialog.wait(EMBED_PARSE_DEBOUNCE_MS);
    expect(dialog.embed).toHaveProperty("disabled", true);
    expect(screen.getByRole("alert").textContent).toBe("This is not the address of a YouTube video.");
  });

  it("takes a tweet only from twitter.com or x.com with a numeric status id", () => {
    const dialog = openDialog("tweet");
    for (const refused of ["https://x.com/jack/status/abc", "https://example.com/jack/status/20", "https://x.com/jack"]) {
      dialog.type(refused);
      dialog.wait(EMBED_PARSE_DEBOUNCE_MS);
      expect(dialog.embed, refused).toHaveProperty("disabled", true);
    }
    dialog.type("https://twitter.com/jack/status/20");
    dialog.wait(EMBED_PARSE_DEBOUNCE_MS);
    act(() => fireEvent.submit(dialog.embed));
    expect(dialog.onEmbed).toHaveBeenCalledWith("20");
  });

  it("does not embed on Enter before the address is read", () => {
    const dialog = openDialog("figma");
    dialog.type("https://www.figma.com/file/AbCdEfGhIjKlMnOpQrStUv/Poster");
    act(() => fireEvent.submit(dialog.embed));
    expect(dialog.onEmbed).not.toHaveBeenCalled();
    dialog.wait(EMBED_PARSE_DEBOUNCE_MS);
    act(() => fireEvent.submit(dialog.embed));
    expect(dialog.onEmbed).toHaveBeenCalledWith("AbCdEfGhIjKlMnOpQrStUv");
  });
});
