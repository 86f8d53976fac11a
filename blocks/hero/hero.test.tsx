// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import type { SiteInfo } from "../../runtime/interpreter/InterpreterContext";
import type { PageDocument, StoredPropsOf } from "../../schema/page";
import { siteBlocks } from "../registry";

afterEach(cleanup);

const SITE: SiteInfo = {
  artistName: "Neon Coast",
  settings: {
    socialLinks: [
      { icon: "instagram", href: "https://instagram.com/neoncoast" },
      { icon: "youtube", href: "youtube.com/@neoncoast" },
      { icon: "facebook", href: "https://facebook.com/neoncoast" },
      { icon: "twitter", href: "javascript:alert(1)" },
      { icon: "website", href: "/about" },
    ],
  },
};

function page(props: StoredPropsOf<"Hero">): PageDocument {
  return {
    schemaVersion: 1,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    root: { id: "root", type: "Container", props: {}, children: [{ id: "hero-1", type: "Hero", props }] },
  };
}

/** Renders one Hero in a page and returns its element. */
function renderHero(props: StoredPropsOf<"Hero"> = {}, site: SiteInfo = SITE): HTMLElement {
  const { container } = render(<DocumentView document={page(props)} registry={siteBlocks} site={site} />);
  const element = container.querySelector<HTMLElement>(".bl-hero");
  if (!element) throw new Error("no hero rendered");
  return element;
}

describe("Hero title and tagline", () => {
  it("shows the artist's name when its title is empty", () => {
    expect(renderHero().querySelector("h1")?.textContent).toBe("Neon Coast");
    cleanup();
    expect(renderHero({ title: "" }).querySelector("h1")?.textContent).toBe("Neon Coast");
  });

  it("shows its own title over the artist's name", () => {
    const hero = renderHero({ title: "Summer tour" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Summer tour");
    expect(hero.textContent).not.toContain("Neon Coast");
  });

  it("shows no heading when neither is set", () => {
    expect(renderHero({}, { artistName: "", settings: {} }).querySelector("h1")).toBeNull();
  });

  it("shows its tagline, and no paragraph without one", () => {
    expect(renderHero({ tagline: "Synthwave from the coast" }).querySelector(".bl-hero__tagline")?.textContent).toBe(
      "Synthwave from the coast",
    );
    cleanup();
    expect(renderHero().querySelector(".bl-hero__tagline")).toBeNull();
  });
});

describe("Hero social links", () => {
  it("shows the site's social links in order, named for screen readers, with safe hrefs", () => {
    renderHero();
    const links = screen.getAllByRole("link").map((link) => ({ name: link.getAttribute("aria-label"), href: link.getAttribute("href") }));
    expect(links).toEqual([
      { name: "Instagram", href: "https://instagram.com/neoncoast" },
      { name: "YouTube", href: "https://youtube.com/@neoncoast" },
      { name: "Facebook", href: "https://facebook.com/neoncoast" },
      { name: "Twitter", href: "about:blank" },
      { name: "Website", href: "/about" },
    ]);
    expect(screen.getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe("https://instagram.com/neoncoast");
  });

  it("opens each link in a new tab without giving it the page", () => {
    renderHero();
    for (const link of screen.getAllByRole("link")) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(screen.getAllByRole("link")).toHaveLength(5);
  });

  it("draws each icon as a hidden picture, so the label names the link", () => {
    const hero = renderHero();
    const icons = [...hero.querySelectorAll(".bl-social a")].map((link) => link.querySelector("svg")?.getAttribute("aria-hidden"));
    expect(icons).toEqual(["true", "true", "true", "true", "true"]);
  });

  it("hides them when showSocialLinks is false", () => {
    const hero = renderHero({ showSocialLinks: false });
    expect(hero.querySelector(".bl-social")).toBeNull();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });

  it("shows no list when the site has no social links", () => {
    expect(renderHero({}, { artistName: "Neon Coast", settings: {} }).querySelector(".bl-social")).toBeNull();
    cleanup();
    expect(renderHero({}, { artistName: "Neon Coast", settings: { socialLinks: [] } }).querySelector(".bl-social")).toBeNull();
  });
});

describe("Hero look", () => {
  it("is centred by default and can align left", () => {
    expect(renderHero().className).toBe("bl-hero bl-hero--center");
    cleanup();
    expect(renderHero({ textAlign: "left" }).className).toBe("bl-hero bl-hero--left");
  });

  it.each(["https://cdn.example.com/stage.jpg", "/media/stage.jpg"])("shows the background image %j", (backgroundImage) => {
    const media = renderHero({ backgroundImage }).querySelector<HTMLElement>(".bl-hero__media");
    expect(media?.tagName).toBe("IMG");
    expect(media?.getAttribute("src")).toBe(backgroundImage);
    expect(media?.getAttribute("alt")).toBe("");
    expect(media?.getAttribute("aria-hidden")).toBe("true");
  });

  it("offers an uploaded photo at every size, fetched first: the first screen's largest picture is never lazy", () => {
    const media = renderHero({ backgroundImage: "/media/p1/u1-stage.png" }).querySelector<HTMLElement>(".bl-hero__media");
    expect(media?.getAttribute("src")).toBe("/media/p1/u1-stage.png?w=960");
    expect(media?.getAttribute("srcset")).toContain("/media/p1/u1-stage.png?w=1920 1920w");
    expect(media?.getAttribute("sizes")).toBe("100vw");
    expect(media?.getAttribute("fetchpriority")).toBe("high");
    expect(media?.hasAttribute("loading")).toBe(false);
  });

  it.each([
    "javascript:alert(1)",
    "//evil.example.com/x.jpg",
    'https://cdn.example.com/a.jpg") ; background: red; ("',
    "https://cdn.example.com/a b.jpg",
    "data:image/png;base64,AAAA",
  ])("shows no background for the unsafe image %j", (backgroundImage) => {
    const hero = renderHero({ backgroundImage });
    expect(hero.querySelector(".bl-hero__media")).toBeNull();
    expect(hero.innerHTML).not.toContain("url(");
  });

  it("has no background without an image", () => {
    expect(renderHero().querySelector(".bl-hero__media")).toBeNull();
  });
});

describe("Hero on the server", () => {
  it("renders the name, tagline, background and social links to HTML", () => {
    const html = renderToString(
      <DocumentView
        document={page({ tagline: "Synthwave from the coast", backgroundImage: "https://cdn.example.com/stage.jpg" })}
        registry={siteBlocks}
        site={SITE}
      />,
    );
    expect(html).toContain("Neon Coast");
    expect(html).toContain("Synthwave from the coast");
    expect(html).toContain('aria-label="Instagram"');
    expect(html).toContain('href="https://youtube.com/@neoncoast"');
    expect(html).toContain('href="about:blank"');
    expect(html).not.toContain("javascript:");
    expect(html).toContain("https://cdn.example.com/stage.jpg");
  });

  it("renders without site information", () => {
    const html = renderToString(<DocumentView document={page({ title: "Hello" })} registry={siteBlocks} />);
    expect(html).toContain("Hello");
    expect(html).not.toContain("bl-social");
  });
});
