// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { drawAvatar, drawCover, drawLogo, drawPostImage, escapeXml, initialsOf, MOTIFS, wrapText } from "./covers";

/** Parses SVG as XML; throws with the parser's message when it is not well-formed. */
function parseSvg(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, "image/svg+xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`Not well-formed: ${error.textContent}`);
  return document;
}

function textOf(document: Document): string {
  return Array.from(document.getElementsByTagName("text"), (element) => element.textContent ?? "").join("|");
}

describe("the well-formedness check", () => {
  it("refuses broken XML, so the tests below mean something", () => {
    expect(() => parseSvg("<svg><g></svg>")).toThrow(/Not well-formed/);
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><text>a & b</text></svg>')).toThrow(/Not well-formed/);
  });
});

describe("drawCover", () => {
  const spec = { seed: "cover-test", title: "Afterglow Avenue", artist: "The Lantern Coast", label: "Single" };

  it.each(MOTIFS)("draws a well-formed 600×600 SVG with the %s motif", (motif) => {
    const document = parseSvg(drawCover({ ...spec, motif }));
    const svg = document.documentElement;
    expect(svg.tagName).toBe("svg");
    expect(svg.getAttribute("xmlns")).toBe("http://www.w3.org/2000/svg");
    expect(svg.getAttribute("viewBox")).toBe("0 0 600 600");
    expect(textOf(document)).toContain("Afterglow Avenue");
    expect(textOf(document)).toContain("THE LANTERN COAST");
    expect(textOf(document)).toContain("SINGLE");
  });

  it("escapes <, &, \" and ' in titles and artist names", () => {
    const title = `Salt & "Static" <Live> at Ada's`;
    const svg = drawCover({ seed: "escape", title, artist: "Tom & Jerry's <Band>" });
    expect(svg).not.toContain("<Live>");
    expect(svg).not.toContain("<Band>");
    expect(svg).toContain("Salt &amp; &quot;Static&quot; &lt;Live&gt;");
    const document = parseSvg(svg);
    const titleLines = Array.from(document.getElementsByTagName("tspan"), (line) => line.textContent).join(" ");
    expect(titleLines).toBe(title);
    expect(document.getElementsByTagName("title")[0]?.textContent).toBe(`${title} by Tom & Jerry's <Band>`);
    expect(document.documentElement.getAttribute("aria-label")).toBe(`${title} by Tom & Jerry's <Band>`);
  });

  it("wraps long titles onto at most three lines", () => {
    const document = parseSvg(drawCover({ seed: "long", title: "word ".repeat(60), artist: "A" }));
    expect(document.getElementsByTagName("tspan").length).toBeLessThanOrEqual(3);
  });

  it("is the same for the same spec and differs for another seed", () => {
    expect(drawCover(spec)).toBe(drawCover({ ...spec }));
    expect(drawCover({ ...spec, seed: "another" })).not.toBe(drawCover(spec));
  });

  it("stays small", () => {
    for (const motif of MOTIFS) expect(drawCover({ ...spec, motif }).length).toBeLessThan(64 * 1024);
  });
});

describe("drawAvatar, drawLogo and drawPostImage", () => {
  it("draw well-formed, deterministic SVG with escaped text", () => {
    const name = `Rock & "Roll" <Club>`;
    for (const draw of [
      () => drawAvatar({ seed: "avatar", name }),
      () => drawLogo({ seed: "logo", name }),
      () => drawPostImage({ seed: "post", title: name }),
      () => drawPostImage({ seed: "poster", title: name, width: 800, height: 450 }),
    ]) {
      const svg = draw();
      expect(svg).toBe(draw());
      expect(svg).not.toContain("<Club>");
      expect(parseSvg(svg).documentElement.tagName).toBe("svg");
    }
  });

  it("puts the monogram in the avatar and the name in the logo", () => {
    expect(textOf(parseSvg(drawAvatar({ seed: "a", name: "The Lantern Coast" })))).toBe("LC");
    expect(textOf(parseSvg(drawLogo({ seed: "l", name: "The Lantern Coast" })))).toBe("THE LANTERN COAST");
  });

  it("draws no play button (a poster that does nothing must not look playable)", () => {
    const plain = parseSvg(drawPostImage({ seed: "p", motif: "rings" }));
    expect(plain.getElementsByTagName("polygon").length).toBe(0);
    expect(plain.documentElement.getAttribute("viewBox")).toBe("0 0 1200 800");
  });
});

describe("text helpers", () => {
  it("escapeXml escapes markup and drops characters XML cannot hold", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;");
    expect(escapeXml("bell\u0007 tab\t")).toBe("bell tab\t");
  });

  it("wrapText breaks on words and marks a cut with an ellipsis", () => {
    expect(wrapText("Burnside Bridge at 3 AM", 12, 3)).toEqual(["Burnside", "Bridge at 3", "AM"]);
    expect(wrapText("one two three four", 3, 2)).toEqual(["one", "tw…"]);
  });

  it("initialsOf skips a leading The", () => {
    expect(initialsOf("The Lantern Coast")).toBe("LC");
    expect(initialsOf("Mara")).toBe("M");
    expect(initialsOf("The The")).toBe("T");
    expect(initialsOf("Élodie & Åsa")).toBe("ÉÅ");
  });
});
