import { describe, expect, it } from "vitest";
import type { EmailDocument } from "../../schema/email/document";
import { elementNode, richTextOf, textNode } from "../../schema/richText/richTextTesting";
import { newEmailDocument } from "../starters";
import { exportEmailText } from "./exportEmailText";

const SITE = "https://band.example";

describe("exportEmailText", () => {
  it("keeps the words, links and order of a starter, columns one after the other", () => {
    expect(exportEmailText(newEmailDocument({ id: "e", title: "E", starter: "tour-dates" }), { siteUrl: SITE })).toBe(
      "On tour\n\n12 March · Lisbon\n14 March · Madrid\n\n18 March · Paris\n21 March · Berlin\n\n----------\n\nGet tickets: https://band.example/\n",
    );
  });

  it("writes a link's address after its words, list items after a dash, a table row between bars, and a poll's vote links", () => {
    const content = richTextOf(
      elementNode("paragraph", [
        textNode("Hear "),
        elementNode("link", [textNode("the single")], { url: "/music", rel: null, target: null, title: null }),
      ]),
      elementNode("list", [elementNode("listitem", [textNode("Doors at 8")], { value: 1 })], { listType: "bullet", start: 1, tag: "ul" }),
      elementNode("table", [
        elementNode("tablerow", [
          elementNode("tablecell", [elementNode("paragraph", [textNode("Lisbon")])], {
            headerState: 0,
            colSpan: 1,
            rowSpan: 1,
            backgroundColor: null,
          }),
          elementNode("tablecell", [elementNode("paragraph", [textNode("12 March")])], {
            headerState: 0,
            colSpan: 1,
            rowSpan: 1,
            backgroundColor: null,
          }),
        ]),
      ]),
      {
        type: "poll",
        version: 1,
        uid: "qwert",
        question: "Encore?",
        options: [
          { text: "Yes", uid: "aaaaa", votes: [] },
          { text: "No", uid: "bbbbb", votes: [] },
        ],
      },
    );
    const document: EmailDocument = {
      schemaVersion: 1,
      kind: "email",
      id: "e",
      title: "E",
      root: {
        id: "root",
        type: "Container",
        props: {},
        children: [
          { id: "t", type: "Text", props: { content } },
          { id: "i", type: "Image", props: { src: "/media/cover.png", alt: "Cover", link: "https://shop.example/lp" } },
        ],
      },
    };
    expect(exportEmailText(document, { siteUrl: SITE })).toBe(
      [
        "Hear the single (https://band.example/music)",
        "- Doors at 8",
        "Lisbon | 12 March",
        "Encore?",
        "- Yes: https://band.example/polls/vote?poll=qwert&option=aaaaa&in=e",
        "- No: https://band.example/polls/vote?poll=qwert&option=bbbbb&in=e",
        "",
        "[Cover] https://shop.example/lp",
        "",
      ].join("\n"),
    );
  });
});
