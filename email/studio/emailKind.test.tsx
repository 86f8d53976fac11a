// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Canvas } from "../../editor/canvas/Canvas";
import { renderInStudio } from "../../editor/canvas/canvasTestKit";
import type { DocumentKind } from "../../editor/kinds/documentKind";
import { createEditorState } from "../../editor/state/editorState";
import type { EmailDocument } from "../../schema/email/document";
import type { ThemeSettings } from "../../schema/site";
import { newEmailDocument } from "../starters";
import { emailKind } from "./emailKind";

afterEach(cleanup);

/** A dark site: light words on a dark page, which the canvas puts on its frame. */
const DARK_SITE: ThemeSettings = {
  colors: { text: "#fafafa", primary: "#d4bbcf", background: "#1c1d29", textPrimary: "#1c1d29" },
  cornerRadius: 10,
  fontFamily: "Georgia",
};

function emailOnCanvas(settings: EmailDocument["settings"]): HTMLElement {
  const email = newEmailDocument({ id: "e1", title: "Release news", starter: "new-release", theme: DARK_SITE });
  const document: EmailDocument = { ...email, settings: { ...email.settings, ...settings } };
  const { container } = renderInStudio(
    <Canvas viewport={600} site={{ artistName: "Nova Lane", settings: DARK_SITE }} />,
    // The canvas kit speaks of pages; the kind and its state are an email's.
    createEditorState(document) as never,
    emailKind as unknown as DocumentKind,
  );
  return container;
}

/** A theme variable as the element inherits it. */
const variable = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name);

describe("the email's frame on the canvas", () => {
  it("gives the email's blocks the email's colours and font, not the site's the canvas puts on its frame", () => {
    const container = emailOnCanvas({ textColor: "#111827", canvasColor: "#ffffff", linkColor: "#1d4ed8", buttonRadius: 6 });
    const frame = screen.getByRole("region", { name: /^Email preview/ });
    expect(variable(frame, "--bl-color-text")).toBe("#fafafa");

    const body = container.querySelector<HTMLElement>(".bl-email-body");
    expect(body?.style.getPropertyValue("--bl-color-text")).toBe("#111827");
    expect(body?.style.getPropertyValue("--bl-color-background")).toBe("#ffffff");
    expect(body?.style.getPropertyValue("--bl-font-family")).toBe("Georgia, 'Times New Roman', serif");

    // What a Text's words and the interpreter's wrapper (`.bl-document`, whose colour reads the variable) inherit.
    const text = screen.getByText("Out now").closest(".bl-email-text");
    if (!text) throw new Error("no Text on the canvas");
    expect(variable(text, "--bl-color-text")).toBe("#111827");
    expect(variable(text, "--bl-color-background")).toBe("#ffffff");
    expect(variable(text, "--bl-color-primary")).toBe("#1d4ed8");
    expect(variable(text, "--bl-radius")).toBe("6px");
    expect(variable(text, "--bl-email-link")).toBe("#1d4ed8");
    expect(variable(container.querySelector(".bl-document") as Element, "--bl-color-text")).toBe("#111827");
  });

  it("takes the root Container's background for the body when it has one", () => {
    const email = newEmailDocument({ id: "e1", title: "Release news", starter: "blank", theme: DARK_SITE });
    const document: EmailDocument = { ...email, root: { ...email.root, props: { background: "#fef3c7" } } };
    const { container } = renderInStudio(
      <Canvas viewport={600} site={{ artistName: "Nova Lane", settings: DARK_SITE }} />,
      createEditorState(document) as never,
      emailKind as unknown as DocumentKind,
    );
    const body = container.querySelector<HTMLElement>(".bl-email-body");
    expect(body?.style.getPropertyValue("--bl-color-background")).toBe("#fef3c7");
    expect(body?.style.getPropertyValue("--bl-color-text")).toBe("#000000");
  });
});
