// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { htmlOf, textOf } from "../emailBlockTesting";
import { EmailColumn } from "./EmailColumn";

afterEach(cleanup);

const row = (first: object) => ({
  id: "row",
  type: "Columns" as const,
  props: { stackOnMobile: false },
  children: [
    { id: "a", type: "Column" as const, props: first, children: [{ id: "t", type: "Divider" as const, props: {} }] },
    { id: "b", type: "Column" as const, props: {}, children: [] },
  ],
});

describe("an email Column", () => {
  it("gives its row its alignment and background, and its blocks to the text", () => {
    const html = htmlOf(row({ verticalAlign: "bottom", background: "#eeeeee" }));
    expect(html).toContain('valign="bottom"');
    expect(html).toContain('bgcolor="#eeeeee"');
    expect(textOf(row({}))).toBe("----------\n");
  });

  it("sits in its row on the canvas as the email aligns it", () => {
    const { container } = render(
      <EmailColumn
        node={{ id: "a", type: "Column", props: {} }}
        props={{ verticalAlign: "middle" }}
        data={{}}
        mode="edit"
        leadPicture={false}
      />,
    );
    expect((container.firstElementChild as HTMLElement).style.alignSelf).toBe("center");
  });
});
