// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RenderMode } from "../../runtime/blockRegistry";
import { dataKey, type LoadedData, type LoadState } from "../../runtime/dataNeeds";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import type { Viewer } from "../../runtime/interpreter/InterpreterContext";
import type { MembershipTier } from "../../schema/entities/membership";
import type { PageDocument, StoredPropsOf } from "../../schema/page";
import { siteBlocks } from "../registry";
import { membershipSectionBlock } from "./index";

afterEach(cleanup);

type Navigate = (href: string, options: { buttonId?: string }) => void;

const TIERS: MembershipTier[] = [
  {
    id: "t-free",
    name: "Listener",
    payWhatYouWant: false,
    payWhatYouWantMinimum: null,
    priceMonthly: null,
    priceYearly: null,
    benefits: [{ id: "b1", title: "Monthly newsletter" }],
  },
  {
    id: "t-fan",
    name: "Fan",
    payWhatYouWant: false,
    payWhatYouWantMinimum: null,
    priceMonthly: 5,
    priceYearly: 50,
    benefits: [
      { id: "b2", title: "Early tickets" },
      { id: "b3", title: "Members-only posts" },
    ],
  },
  {
    id: "t-patron",
    name: "Patron",
    payWhatYouWant: true,
    payWhatYouWantMinimum: 10,
    priceMonthly: null,
    priceYearly: null,
    benefits: [],
  },
];

const FAN: Viewer = { loggedIn: true, membershipTierId: null };

function tiersData(state: LoadState): LoadedData {
  return { [dataKey({ resource: "membershipTiers" })]: state };
}

const READY = tiersData({ status: "ready", value: TIERS });

function page(props: StoredPropsOf<"MembershipSection">): PageDocument {
  return {
    schemaVersion: 1,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    root: { id: "root", type: "Container", props: {}, children: [{ id: "ms-1", type: "MembershipSection", props }] },
  };
}

interface Options {
  readonly data?: LoadedData;
  readonly viewer?: Viewer;
  readonly navigate?: Navigate;
  readonly mode?: RenderMode;
}

/** Renders one Membership Section in a page and returns its element. */
function renderSection(props: StoredPropsOf<"MembershipSection"> = {}, options: Options = {}): HTMLElement {
  const { container } = render(<DocumentView document={page(props)} registry={siteBlocks} {...options} />);
  const element = container.querySelector<HTMLElement>(".bl-membership");
  if (!element) throw new Error("no membership section rendered");
  return element;
}

/** Each tier as a person reads it. */
function tiersShown(section: HTMLElement) {
  return [...section.querySelectorAll(".bl-tier")].map((tier) => ({
    name: tier.querySelector("h3")?.textContent,
    prices: [...tier.querySelectorAll(".bl-tier__price")].map((line) => line.textContent),
    benefits: [...tier.querySelectorAll(".bl-tier__benefits > li")].map((benefit) => benefit.textContent),
    join: tier.querySelector("a")?.getAttribute("href") ?? null,
    current: tier.querySelector(".bl-tier__current")?.textContent ?? null,
  }));
}

function joinHrefs(): (string | null)[] {
  return screen.queryAllByRole("link", { name: "Join" }).map((link) => link.getAttribute("href"));
}

describe("Membership Section title", () => {
  it("is 'Become a member' by default", () => {
    const section = renderSection();
    expect(section.querySelector("h2")?.textContent).toBe("Become a member");
    expect(section.querySelectorAll("h2")).toHaveLength(1);
  });

  it("shows a custom title and a description", () => {
    const section = renderSection({ title: "Join the tribe", description: "Support the band." });
    expect(section.querySelector("h2")?.textContent).toBe("Join the tribe");
    expect(screen.getByText("Support the band.").tagName).toBe("P");
  });
});

describe("Membership Section tiers", () => {
  it("shows each tier's name, prices and benefits, in order", () => {
    const section = renderSection({}, { data: READY });
    expect(tiersShown(section).map(({ name, prices, benefits }) => ({ name, prices, benefits }))).toEqual([
      { name: "Listener", prices: ["Free"], benefits: ["Monthly newsletter"] },
      { name: "Fan", prices: ["$5/Mo", "$50/Yr"], benefits: ["Early tickets", "Members-only posts"] },
      { name: "Patron", prices: ["Pay What You Want from $10/Mo"], benefits: [] },
    ]);
  });

  it("sends a visitor to sign up, coming back to the checkout", () => {
    renderSection({}, { data: READY });
    expect(joinHrefs()).toEqual([
      "/signup?redirect=/membership/checkout?membershipTierId=t-free",
      "/signup?redirect=/membership/checkout?membershipTierId=t-fan",
      "/signup?redirect=/membership/checkout?membershipTierId=t-patron",
    ]);
    expect(screen.queryByText("You are currently on this tier")).toBeNull();
  });

  it("sends a logged-in fan without a tier to the checkout", () => {
    renderSection({}, { data: READY, viewer: FAN });
    expect(joinHrefs()).toEqual([
      "/membership/checkout?membershipTierId=t-free",
      "/membership/checkout?membershipTierId=t-fan",
      "/membership/checkout?membershipTierId=t-patron",
    ]);
  });

  it("hides Join for the fan's current tier and says so", () => {
    const section = renderSection({}, { data: READY, viewer: { loggedIn: true, membershipTierId: "t-fan" } });
    expect(tiersShown(section).map(({ name, join, current }) => ({ name, join, current }))).toEqual([
      { name: "Listener", join: "/membership/checkout?membershipTierId=t-free", current: null },
      { name: "Fan", join: null, current: "You are currently on this tier" },
      { name: "Patron", join: "/membership/checkout?membershipTierId=t-patron", current: null },
    ]);
    expect(screen.getAllByText("You are currently on this tier")).toHaveLength(1);
  });

  it("tells a member which tier they are on, and offers a change to the others instead of Join", () => {
    renderSection({}, { data: READY, viewer: { loggedIn: true, membershipTierId: "t-patron" } });
    expect(screen.getByText("You are a member on the Patron tier.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Join" })).toBeNull();
    expect(screen.getAllByRole("link", { name: "Switch to this tier" })).toHaveLength(2);
  });

  it("marks a complimentary membership and offers to subscribe to that tier (issue 40)", () => {
    const section = renderSection({}, { data: READY, viewer: { loggedIn: true, membershipTierId: "t-fan", complimentary: true } });
    expect(screen.getByText("You are a member on the Fan tier.")).toBeTruthy();
    expect(tiersShown(section).find(({ name }) => name === "Fan")).toMatchObject({
      join: "/membership/checkout?membershipTierId=t-fan",
      current: "You are currently on this tier",
    });
    expect(screen.getByRole("link", { name: "Subscribe" }).getAttribute("href")).toBe("/membership/checkout?membershipTierId=t-fan");
    expect(screen.getAllByText("Complimentary membership")).toHaveLength(1);
  });

  it("shows Join on every tier when the fan's tier is not among them", () => {
    renderSection({}, { data: READY, viewer: { loggedIn: true, membershipTierId: "t-gone" } });
    expect(joinHrefs()).toHaveLength(3);
    expect(screen.queryByText("You are currently on this tier")).toBeNull();
  });

  it("is not shown on the site when the artist has no tiers, and shows an empty list in the editor (issue 34)", () => {
    const { container } = render(
      <DocumentView document={page({})} registry={siteBlocks} data={tiersData({ status: "ready", value: [] })} />,
    );
    expect(container.querySelector(".bl-membership")).toBeNull();
    cleanup();
    const section = renderSection({}, { data: tiersData({ status: "ready", value: [] }), mode: "edit" });
    expect(section.querySelector(".bl-tiers")?.children).toHaveLength(0);
    expect(joinHrefs()).toEqual([]);
    const notReady = (joinableTiers: number | null) =>
      membershipSectionBlock.editing?.notReady?.({ id: "m", type: "MembershipSection", props: {} }, { emailListIds: null, joinableTiers });
    expect(notReady(0)).toBe("There is no membership tier for fans to join: add one under Memberships.");
    expect(notReady(2)).toBeNull();
    expect(notReady(null)).toBeNull();
  });
});

describe("Membership Section without tiers", () => {
  it("shows no tiers and no error without data", () => {
    const section = renderSection({ title: "Join the tribe" });
    expect(section.querySelector("h2")?.textContent).toBe("Join the tribe");
    expect(section.querySelector(".bl-tiers")).toBeNull();
    expect(section.querySelectorAll(".bl-tier")).toHaveLength(0);
    expect(section.querySelector(".bl-section__empty")?.textContent).toBe("");
    expect(joinHrefs()).toEqual([]);
  });

  it("says the tiers could not be loaded, without the server's own message", () => {
    const section = renderSection({}, { data: tiersData({ status: "error", message: "connect ECONNREFUSED 10.0.0.5:5432" }) });
    expect(section.querySelector(".bl-section__empty")?.textContent).toBe("The membership tiers could not be loaded.");
    expect(section.textContent).not.toContain("ECONNREFUSED");
    expect(section.querySelector(".bl-tiers")).toBeNull();
  });
});

describe("Membership Section data and navigation", () => {
  it("declares exactly the membership tiers as its need", () => {
    expect(membershipSectionBlock.load?.({ title: "Become a member", description: "" }, {})).toEqual({
      tiers: { resource: "membershipTiers" },
    });
    expect(membershipSectionBlock.load?.({ title: "x", description: "y" }, { profileId: "artist-1" })).toEqual({
      tiers: { resource: "membershipTiers" },
    });
  });

  it("navigates on the client when Join is clicked", () => {
    const navigate = vi.fn<Navigate>();
    renderSection({}, { data: READY, navigate });
    const join = screen.getAllByRole("link", { name: "Join" })[1];
    if (!join) throw new Error("no Join link");
    expect(fireEvent.click(join)).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/signup?redirect=/membership/checkout?membershipTierId=t-fan", {});
  });

  it("never navigates from Join in the editor", () => {
    const navigate = vi.fn<Navigate>();
    renderSection({}, { data: READY, navigate, mode: "edit" });
    const join = screen.getAllByRole("link", { name: "Join" })[0];
    if (!join) throw new Error("no Join link");
    expect(fireEvent.click(join)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("Membership Section on the server", () => {
  it("renders the tiers, prices and the current tier to HTML", () => {
    const html = renderToString(
      <DocumentView
        document={page({ title: "Join the tribe" })}
        registry={siteBlocks}
        data={READY}
        viewer={{ loggedIn: true, membershipTierId: "t-free" }}
      />,
    );
    for (const text of ["Join the tribe", "Listener", "Free", "$5/Mo", "$50/Yr", "Pay What You Want from $10/Mo", "Members-only posts"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("You are currently on this tier");
    expect(html).toContain('href="/membership/checkout?membershipTierId=t-fan"');
    expect(html).not.toContain('href="/membership/checkout?membershipTierId=t-free"');
  });

  it("renders without data", () => {
    const html = renderToString(<DocumentView document={page({})} registry={siteBlocks} />);
    expect(html).toContain("Become a member");
    expect(html).not.toContain("bl-tier");
  });
});
