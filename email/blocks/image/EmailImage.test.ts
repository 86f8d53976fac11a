import { describe, expect, it } from "vitest";
import { htmlOf, textOf } from "../emailBlockTesting";

describe("an email Image", () => {
  it("shows nothing, in HTML or text, until a picture is chosen", () => {
    const empty = { id: "pic", type: "Image" as const, props: { alt: "The band", link: "/music" } };
    expect(htmlOf(empty)).not.toContain("<img");
    expect(textOf(empty)).toBe("\n");
  });

  it("is its picture at most its column's width, its height in proportion, linked, and its words and link in the text", () => {
    const image = {
      id: "pic",
      type: "Image" as const,
      props: { src: "/media/band.jpg", alt: "The band", width: 300, height: 200, link: "/music" },
    };
    const html = htmlOf(image);
    expect(html).toContain(
      '<a href="https://band.example/music" style="display:block;text-decoration:none"><img src="https://band.example/media/band.jpg" alt="The band" width="300" height="200"',
    );
    expect(textOf(image)).toBe("[The band] https://band.example/music\n");
  });
});
