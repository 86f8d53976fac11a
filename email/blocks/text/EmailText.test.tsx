// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resolveProps } from "../../../runtime/resolveProps";
import type { EmailBlockNode } from "../../../schema/email/document";
import { richTextFromPlainText } from "../../../schema/richText/plainText";
import { exportEmailHtml } from "../../export/exportEmailHtml";
import { emailBlocks } from "../../registry";
import { newEmailDocument } from "../../starters";

afterEach(cleanup);

const text = (membersOnly: boolean): EmailBlockNode => ({
  id: "extra",
  type: "Text",
  props: { content: richTextFromPlainText("Presale code inside"), membersOnly },
});

function renderOnCanvas(node: EmailBlockNode) {
  const { View } = emailBlocks.Text;
  const props = resolveProps(emailBlocks.Text, node.props) as never;
  return render(<View node={node as never} props={props} data={{}} mode="edit" leadPicture={false} />);
}

describe("an email Text on the canvas", () => {
  it("is marked Members only when only members get it, and not otherwise", () => {
    renderOnCanvas(text(true));
    expect(screen.getByText("Members only")).toBeTruthy();
    expect(screen.getByText("Presale code inside")).toBeTruthy();
    cleanup();
    renderOnCanvas(text(false));
    expect(screen.queryByText("Members only")).toBeNull();
  });

  it("keeps the mark out of the exported HTML", () => {
    const email = newEmailDocument({ id: "news", title: "News", starter: "blank" });
    const marked = { ...email, root: { ...email.root, children: [text(true)] } };
    const html = exportEmailHtml(marked, { siteUrl: "https://nova.example" });
    expect(html).toContain("Presale code inside");
    expect(html).not.toContain("Members only");
  });
});
