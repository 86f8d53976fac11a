// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { KATEX_STYLESHEET_PATH, loadedKatex } from "../../../runtime/richText/widgets/katexModule";
import type { RichText } from "../../../schema/richText/index";
import { RichTextContent } from "../RichTextContent";
import { Equation } from "./Equation";

afterEach(cleanup);

const value = (...equations: [string, boolean][]): RichText =>
  ({
    root: {
      type: "root",
      version: 1,
      direction: null,
      format: "",
      indent: 0,
      children: [
        {
          type: "paragraph",
          version: 1,
          direction: null,
          format: "",
          indent: 0,
          children: equations.map(([equation, inline]) => ({ type: "equation", version: 1, equation, inline })),
        },
      ],
    },
  }) as RichText;

const stylesheetLinks = () => document.head.querySelectorAll(`link[rel="stylesheet"][href="${KATEX_STYLESHEET_PATH}"]`);

// In file order: KaTeX is not loaded when this file starts (a page reached in the browser, the studio).
describe("an equation on a page reached in the browser", () => {
  it("shows its source, then loads KaTeX and its stylesheet (once) and typesets it", async () => {
    expect(loadedKatex()).toBeNull();
    const { container } = render(<RichTextContent value={value(["a^2+b^2", true], ["\\sqrt{c}", false])} />);
    expect([...container.querySelectorAll(".bl-rt-equation--source")].map((span) => span.textContent)).toEqual(["a^2+b^2", "\\sqrt{c}"]);
    await waitFor(() => expect(container.querySelectorAll(".katex")).toHaveLength(2));
    expect(container.querySelector(".bl-rt-equation--source")).toBeNull();
    expect(container.querySelector(".bl-rt-equation--display svg path")).not.toBeNull();
    expect(stylesheetLinks()).toHaveLength(1);
  });

  it("renders a failure in red on the server and in the browser alike, once KaTeX is there", async () => {
    expect(loadedKatex()).not.toBeNull();
    const element = <Equation node={{ type: "equation", version: 1, equation: "\\frac{", inline: true }} />;
    const html = renderToString(element);
    expect(html).toBe('<span class="bl-rt-equation bl-rt-equation--error" style="color:#cc0000">\\frac{</span>');
    const { container } = render(element);
    await act(async () => {});
    const span = container.firstElementChild as HTMLElement;
    expect(span.outerHTML.replace(/ style="[^"]*"/, "")).toBe(html.replace(/ style="[^"]*"/, ""));
    expect(span.style.color).toBe("rgb(204, 0, 0)");
    expect(stylesheetLinks()).toHaveLength(1);
  });
});
