// @vitest-environment jsdom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RenderMode } from "../../runtime/blockRegistry";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import type { StoredPropsOf } from "../../schema/page";
import { siteBlocks } from "../registry";

afterEach(cleanup);

type Navigate = (href: string, options: { buttonId?: string }) => void;

/**
 * Renders one Button (id "btn-1") in a page and returns its element; one without a link in the
 * editor, where alone it is drawn.
 */
function renderButton(
  props: StoredPropsOf<"Button">,
  options: { navigate?: Navigate; mode?: RenderMode } = props.link ? {} : { mode: "edit" },
): HTMLElement {
  const { container } = render(
    <DocumentView
      document={{
        schemaVersion: 1,
        kind: "page",
        id: "home",
        title: "Home",
        path: "/",
        root: { id: "root", type: "Container", props: {}, children: [{ id: "btn-1", type: "Button", props }] },
      }}
      registry={siteBlocks}
      {...options}
    />,
  );
  const element = container.querySelector<HTMLElement>("[data-button-id]");
  if (!element) throw new Error("no button rendered");
  return element;
}

/** Clicks, and tells whether the page's own handlers prevented the browser's navigation. */
function click(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let prevented = false;
  // Runs after React's root listener; stops jsdom from attempting the navigation itself.
  const listener = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener("click", listener);
  fireEvent.click(element, init);
  document.removeEventListener("click", listener);
  return prevented;
}

describe("Button text and link", () => {
  it("shows 'Button' by default, and its text when set", () => {
    expect(renderButton({}).textContent).toBe("Button");
    expect(renderButton({ text: "Listen now" }).textContent).toBe("Listen now");
  });

  it("without a link is not shown on the site, and Publish names it (issue 34)", () => {
    const { container } = render(
      <DocumentView
        document={{
          schemaVersion: 1,
          kind: "page",
          id: "home",
          title: "Home",
          path: "/",
          root: { id: "root", type: "Container", props: {}, children: [{ id: "btn-1", type: "Button", props: { text: "Hi" } }] },
        }}
        registry={siteBlocks}
      />,
    );
    expect(container.querySelector("[data-button-id]")).toBeNull();
    const notReady = (link?: string) =>
      siteBlocks.Button.editing?.notReady?.(
        { id: "b", type: "Button", props: link ? { link } : {} },
        { emailListIds: null, joinableTiers: null },
      );
    expect(notReady()).toBe("It has no link: choose where it goes.");
    expect(notReady("/music")).toBeNull();
  });

  it("without a link is, in the editor, a <button type=button> carrying its id", () => {
    const element = renderButton({ text: "Hi" });
    expect(element.tagName).toBe("BUTTON");
    expect(element.getAttribute("type")).toBe("button");
    expect(element.hasAttribute("href")).toBe(false);
    expect(element.dataset.buttonId).toBe("btn-1");
  });

  it("links to a site path as it is", () => {
    const element = renderButton({ link: "/music?page=2" });
    expect(element.tagName).toBe("A");
    expect(element.getAttribute("href")).toBe("/music?page=2");
  });

  it("links to an external https address as it is", () => {
    expect(renderButton({ link: "https://shop.example.com/vinyl" }).getAttribute("href")).toBe("https://shop.example.com/vinyl");
  });

  it("makes a bare domain https", () => {
    expect(renderButton({ link: "example.com/tour" }).getAttribute("href")).toBe("https://example.com/tour");
  });

  it("keeps mailto, tel and sms links", () => {
    expect(renderButton({ link: "mailto:band@example.com" }).getAttribute("href")).toBe("mailto:band@example.com");
    expect(renderButton({ link: "tel:+15551234567" }).getAttribute("href")).toBe("tel:+15551234567");
    expect(renderButton({ link: "sms:+15551234567" }).getAttribute("href")).toBe("sms:+15551234567");
  });

  it.each(["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "java\tscript:alert(1)"])(
    "turns the unsafe link %j into about:blank",
    (link) => {
      expect(renderButton({ link }).getAttribute("href")).toBe("about:blank");
    },
  );
});

describe("Button navigation", () => {
  it("navigates inside the site with its id and prevents the page load", () => {
    const navigate = vi.fn<Navigate>();
    const element = renderButton({ link: "/music" }, { navigate });
    expect(click(element)).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/music", { buttonId: "btn-1" });
  });

  it.each([{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    "leaves a modified click %j to the browser",
    (init) => {
      const navigate = vi.fn<Navigate>();
      const element = renderButton({ link: "/music" }, { navigate });
      expect(click(element, init)).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it.each(["https://example.com/music", "example.com", "//evil.com/music", "/\t/evil.com", "mailto:band@example.com"])(
    "leaves the link %j, which leaves the site, to the browser",
    (link) => {
      const navigate = vi.fn<Navigate>();
      const element = renderButton({ link }, { navigate });
      expect(click(element)).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it("lets the browser follow a site link when no navigate is given", () => {
    expect(click(renderButton({ link: "/music" }))).toBe(false);
  });

  it.each(["/music", "https://example.com"])("never follows %j in the editor", (link) => {
    const navigate = vi.fn<Navigate>();
    const element = renderButton({ link }, { navigate, mode: "edit" });
    expect(click(element)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("Button look", () => {
  it("uses the theme's primary look by default", () => {
    const element = renderButton({});
    expect(element.className).toBe("bl-button bl-button--primary");
    expect(element.style.background).toBe("");
    expect(element.style.borderColor).toBe("");
    expect(element.style.color).toBe("");
  });

  it("uses the outline look", () => {
    expect(renderButton({ variant: "outline" }).className).toBe("bl-button bl-button--outline");
  });

  it("fills the width", () => {
    expect(renderButton({ fullWidth: true, link: "/x" }).className).toBe("bl-button bl-button--primary bl-button--full-width");
    expect(renderButton({ fullWidth: false }).className).toBe("bl-button bl-button--primary");
  });

  it("fills with a custom background in the full style", () => {
    const style = renderButton({ background: "#ff0000" }).style;
    expect(style.background).toBe("rgb(255, 0, 0)");
    expect(style.borderColor).toBe("rgb(255, 0, 0)");
    expect(style.color).toBe("var(--bl-color-text-primary, #1c1d29)");
  });

  it("uses a custom background for border and text in the outline style", () => {
    const style = renderButton({ background: "#ff0000", buttonStyle: "outline" }).style;
    expect(style.background).toBe("transparent");
    expect(style.borderColor).toBe("rgb(255, 0, 0)");
    expect(style.color).toBe("rgb(255, 0, 0)");
  });

  it("uses a custom text colour over either style", () => {
    expect(renderButton({ background: "#ff0000", color: "#00ff00" }).style.color).toBe("rgb(0, 255, 0)");
    expect(renderButton({ background: "#ff0000", color: "#00ff00", buttonStyle: "outline" }).style.color).toBe("rgb(0, 255, 0)");
    const onlyColor = renderButton({ color: "#0000ff" }).style;
    expect(onlyColor.color).toBe("rgb(0, 0, 255)");
    expect(onlyColor.background).toBe("");
  });

  it("sets its margins in CSS order", () => {
    expect(renderButton({ margins: [1, 2, 3, 4] }).style.margin).toBe("1px 2px 3px 4px");
    expect(renderButton({ margins: [-8, 0, 12.5, 6] }).style.margin).toBe("-8px 0px 12.5px 6px");
    expect(renderButton({}).style.margin).toBe("0px");
  });
});
