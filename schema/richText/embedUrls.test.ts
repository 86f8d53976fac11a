import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { figmaUrl, TWEET_ID, tweetId, YOUTUBE_VIDEO_ID, youTubeVideoId } from "./embedUrls";

const videoId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);

describe("youTubeVideoId", () => {
  it("reads the 11-character id from every kind of YouTube address", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42",
      "http://youtube.com/watch?v=dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?t=10",
      "youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/live/dQw4w9WgXcQ?si=x",
      "  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ",
    ])
      expect(youTubeVideoId(url), url).toBe("dQw4w9WgXcQ");
  });

  it("refuses addresses that yield no 11-character id, or are not YouTube's", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXc",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQQ",
      "https://www.youtube.com/watch?v=dQw4w9WgX<Q",
      "https://www.youtube.com/channel/UC1234567890",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "javascript:alert('youtu.be/dQw4w9WgXcQ')",
      "ftp://youtu.be/dQw4w9WgXcQ",
      "",
      "not a url",
    ])
      expect(youTubeVideoId(url), url).toBeNull();
  });

  it("gives back exactly the id of any watch address, and only ids of the schema's pattern", () => {
    fc.assert(fc.property(videoId, (id) => youTubeVideoId(`https://www.youtube.com/watch?v=${id}`) === id));
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = youTubeVideoId(text);
        return id === null || YOUTUBE_VIDEO_ID.test(id);
      }),
    );
  });
});

describe("tweetId", () => {
  it("reads the numeric status id of a twitter.com or x.com address", () => {
    expect(tweetId("https://twitter.com/jack/status/20")).toBe("20");
    expect(tweetId("https://x.com/lanterncoast/status/1790000000000000000?s=20")).toBe("1790000000000000000");
    expect(tweetId("https://mobile.twitter.com/jack/statuses/20/photo/1")).toBe("20");
    expect(tweetId("x.com/jack/status/20")).toBe("20");
  });

  it("refuses other sites, other pages and ids that are not numbers", () => {
    for (const url of [
      "https://twitter.com/jack",
      "https://x.com/jack/status/abc",
      "https://x.com.evil.example/jack/status/20",
      "https://evil.example/jack/status/20",
      "https://x.com/jack/likes/20",
      "javascript:alert(1)//x.com/jack/status/20",
      "",
    ])
      expect(tweetId(url), url).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = tweetId(text);
        return id === null || TWEET_ID.test(id);
      }),
    );
  });
});

describe("figmaUrl", () => {
  it("keeps a Figma file or prototype address, without its query, and refuses the rest", () => {
    const key = "a".repeat(22);
    expect(figmaUrl(`https://www.figma.com/file/${key}/Tour-poster?node-id=1`)).toBe(`https://www.figma.com/file/${key}/Tour-poster`);
    expect(figmaUrl(`https://figma.com/proto/${key}`)).toBe(`https://figma.com/proto/${key}`);
    expect(figmaUrl(`http://www.figma.com/file/${key}`)).toBeNull();
    expect(figmaUrl(`https://www.figma.com/file/short`)).toBeNull();
    expect(figmaUrl(`https://figma.com.evil.example/file/${key}`)).toBeNull();
    expect(figmaUrl("javascript:alert(1)")).toBeNull();
  });
});
