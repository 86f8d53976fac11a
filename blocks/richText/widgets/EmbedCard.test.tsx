// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { richTextToHtml } from "../../../runtime/richText/toHtml";
import type { EmbedJSON } from "../../../runtime/richText/widgets/embed";
import type { RichText } from "../../../schema/richText/index";
import { richTextOf } from "../../../schema/richText/richTextTesting";
import { RichTextContent } from "../RichTextContent";
import { resizeHeight } from "./useTweetHeight";

const YOUTUBE: EmbedJSON = { format: "", type: "youtube", version: 1, videoID: "jNQXAC9IVRw" };
const TWEET: EmbedJSON = { format: "", type: "tweet", version: 1, id: "20" };
const FIGMA: EmbedJSON = { format: "", type: "figma", version: 1, documentID: "AbCdEfGhIjKlMnOpQrStUv" };

/** The value's server HTML in the document, hydrated. */
async function hydrated(value: RichText) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<RichTextContent value={value} />);
  const serverHtml = container.innerHTML;
  document.body.append(container);
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, <RichTextContent value={value} />, { onRecoverableError: recoverable }));
  return { container, serverHtml, recoverable, root };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("EmbedCard", () => {
  it("renders on the server exactly the export's card, with no player and no button", () => {
    const value = richTextOf(YOUTUBE, TWEET, FIGMA);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<RichTextContent value={value} />);
    const exported = document.createElement("div");
    exported.innerHTML = richTextToHtml(value);
    expect(container.innerHTML).toBe(exported.innerHTML);
    expect(container.querySelector("iframe, button")).toBeNull();
  });

  it("hydrates without a mismatch, then offers the button that loads the player", async () => {
    const { container, recoverable, root } = await hydrated(richTextOf(YOUTUBE));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector("iframe")).toBeNull();
    const play = screen.getByRole("button", { name: "Play video" });
    act(() => fireEvent.click(play));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/jNQXAC9IVRw?autoplay=1");
    expect(frame?.getAttribute("title")).toBe("YouTube video");
    expect(document.activeElement).toBe(frame);
    act(() => root.unmount());
  });

  it("loads X's post frame and Figma's embed, each only for its own card", async () => {
    const { container, root } = await hydrated(richTextOf(TWEET, FIGMA));
    act(() => fireEvent.click(screen.getByRole("button", { name: "View post" })));
    const frames = container.querySelectorAll("iframe");
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute("src")).toBe("https://platform.twitter.com/embed/Tweet.html?id=20&dnt=true");
    act(() => fireEvent.click(screen.getByRole("button", { name: "View design" })));
    expect(container.querySelectorAll("iframe")[1]?.getAttribute("src")).toBe(
      "https://www.figma.com/embed?embed_host=backline&url=https%3A%2F%2Fwww.figma.com%2Ffile%2FAbCdEfGhIjKlMnOpQrStUv",
    );
    act(() => root.unmount());
  });
});

describe("resizeHeight", () => {
  it("reads the height X's frame asks for, as text or as an object", () => {
    const message = { "twttr.embed": { method: "twttr.private.resize", params: [{ height: 412.5, width: 550 }] } };
    expect(resizeHeight(message)).toBe(413);
    expect(resizeHeight(JSON.stringify(message))).toBe(413);
  });

  it("ignores every other message", () => {
    expect(resizeHeight("not json")).toBeNull();
    expect(resizeHeight(null)).toBeNull();
    expect(resizeHeight({ "twttr.embed": { method: "twttr.private.trigger", params: [{ height: 10 }] } })).toBeNull();
    expect(resizeHeight({ "twttr.embed": { method: "twttr.private.resize", params: [{ height: "100px" }] } })).toBeNull();
    expect(resizeHeight({ "twttr.embed": { method: "twttr.private.resize", params: [{ height: -5 }] } })).toBeNull();
  });
});
