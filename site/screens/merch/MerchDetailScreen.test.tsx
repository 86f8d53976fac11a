// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Product } from "../../../schema/entities/catalogue";
import { fakeSiteData, release, renderRoute, variant } from "../music/musicTestKit";
import { merchDetailRoute, merchListRoute } from "./merchRoutes";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const picture = (name: string) => ({ id: name, type: "image" as const, url: `/media/${name}.jpg`, name: `${name}.jpg` });

const shirt: Product = release("shirt", {
  title: "Tour Shirt",
  category: "Merch",
  description: "Heavy cotton.",
  media: [picture("shirt")],
  options: [
    { name: "Size", values: ["S", "M", "L"] },
    { name: "Colour", values: ["Black", "Sand"] },
  ],
  variants: [
    variant({
      id: "s-black",
      isDefault: true,
      price: 25,
      tracks: [],
      optionValues: ["S", "Black"],
      soldOut: true,
      media: [picture("black")],
    }),
    variant({
      id: "m-black",
      isDefault: false,
      price: 25,
      tracks: [],
      optionValues: ["M", "Black"],
      soldOut: false,
      left: 2,
      media: [picture("black")],
    }),
    variant({
      id: "l-black",
      isDefault: false,
      price: 25,
      tracks: [],
      optionValues: ["L", "Black"],
      soldOut: false,
      media: [picture("black")],
    }),
    variant({
      id: "m-sand",
      isDefault: false,
      price: 27,
      tracks: [],
      optionValues: ["M", "Sand"],
      soldOut: false,
      media: [picture("sand"), picture("sand-back")],
    }),
  ],
});
const gone = release("gone", {
  title: "Old Poster",
  category: "Merch",
  variants: [variant({ id: "p", price: 10, tracks: [], soldOut: true })],
});
const album = release("album");

async function open(product: Product) {
  const rendered = renderRoute(merchDetailRoute, `/merch/${product.id}`, fakeSiteData([shirt, gone, album]));
  await screen.findByRole("heading", { level: 1, name: product.title });
  return rendered;
}

const radio = (group: string, name: string) =>
  within(screen.getByRole("group", { name: new RegExp(`^${group}:`) })).getByRole("radio", { name });

describe("a merch product's page (issue 36)", () => {
  it("starts from a combination for sale, and says 'Only N left' under the threshold", async () => {
    await open(shirt);
    // The default (S / Black) is sold out: the page opens on the first one for sale.
    expect((radio("Size", "M") as HTMLInputElement).checked).toBe(true);
    expect((radio("Colour", "Black") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("$25.00")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Only 2 left");
    expect(within(screen.getByRole("group", { name: /^Size:/ })).getByRole("radio", { name: /^S\s*\(Sold out\)$/ })).toBeTruthy();
  });

  it("shows the chosen colour's own pictures and price, and moves the size when the colour comes in others only", async () => {
    await open(shirt);
    fireEvent.click(radio("Colour", "Sand"));
    expect(screen.getByText("$27.00")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Tour Shirt (1 of 2)" }).getAttribute("src")).toBe("/media/sand.jpg");
    fireEvent.click(screen.getByRole("button", { name: "Show view 2" }));
    expect(screen.getByRole("img", { name: "Tour Shirt (2 of 2)" }).getAttribute("src")).toBe("/media/sand-back.jpg");
    fireEvent.click(radio("Size", "L"));
    // L comes in Black only.
    expect((radio("Colour", "Black") as HTMLInputElement).checked).toBe(true);
  });

  it("adds the chosen size and colour to the cart, named as the order names it", async () => {
    const { cart } = await open(shirt);
    fireEvent.click(radio("Size", "L"));
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(cart().getSnapshot().context.items).toEqual([
      expect.objectContaining({ productId: "shirt", productVariantId: "l-black", title: "Tour Shirt (L / Black)", price: 25, quantity: 1 }),
    ]);
  });

  it("says 'Sold out' on the button of a combination sold out, which adds nothing", async () => {
    const { cart } = await open(gone);
    const button = screen.getByRole("button", { name: "Sold out" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(cart().getSnapshot().context.items).toEqual([]);
  });

  it("says which release's download it includes (issue 36)", async () => {
    const tote = { ...gone, id: "tote", title: "Tote", includes: { productId: "album", title: "Paper Moons" } };
    renderRoute(merchDetailRoute, "/merch/tote", fakeSiteData([tote]));
    await screen.findByRole("heading", { level: 1, name: "Tote" });
    expect(screen.getByText("Includes the download of Paper Moons")).toBeTruthy();
  });

  it("is not found for music, which /music sells", async () => {
    renderRoute(merchDetailRoute, "/merch/album", fakeSiteData([shirt, album]));
    expect(await screen.findByText(/not found/i)).toBeTruthy();
  });
});

describe("the Merch screen (issue 36)", () => {
  it("lists merch only, with 'From' prices and what is sold out", async () => {
    const data = fakeSiteData([shirt, gone, album]);
    renderRoute(merchListRoute, "/merch", data);
    await screen.findByRole("heading", { level: 1, name: "Merch" });
    expect(data.calls.at(-1)).toEqual({ page: 1, limit: 12, category: "Merch" });
    const cards = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(cards).toEqual(["Tour ShirtFrom $25.00", "Sold outOld Poster$10.00"]);
    expect(screen.getByRole("link", { name: /Tour Shirt/ }).getAttribute("href")).toBe("/merch/shirt");
  });
});
