// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Product } from "../../../schema/entities/catalogue";
import type { PlayerControls } from "../../app/player";
import { musicDetailRoute } from "./musicDetailRoute";
import { fakeSiteData, release, renderRoute, track, variant } from "./musicTestKit";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const album = release("a1", {
  title: "Paper Moons",
  description: "Songs for night trains.",
  credits: "Mara Quinn – vocals\nTheo Lindqvist – guitars",
  variants: [
    variant({
      id: "v-a1",
      price: 9,
      tracks: [
        track("t1", { title: "Harbour Lights", hasExplicitContent: true, durationSeconds: 185 }),
        track("t2", { title: "Paper Moons", isFeatured: true }),
        track("t3", { title: "Tidewater", durationSeconds: undefined }),
      ],
    }),
  ],
});
const single = release("s1", { title: "Glasshouse", releaseType: "single", variants: [variant({ id: "v-s1", price: 1.29 })] });
const pwyw = release("p1", {
  title: "Lighthouse Tapes",
  variants: [variant({ id: "v-p1", price: 5, payWhatYouWant: true, tracks: [] })],
});

function fakePlayer(overrides: Partial<PlayerControls> = {}): PlayerControls {
  return { available: true, currentTrackId: null, playing: false, playQueue: vi.fn(), toggle: vi.fn(), ...overrides };
}

async function open(product: Product, player?: PlayerControls) {
  const rendered = renderRoute(musicDetailRoute, `/music/${product.id}`, fakeSiteData([album, single, pwyw]), player ? { player } : {});
  await screen.findByRole("heading", { level: 1, name: product.title });
  // The buttons wait for the render after hydration (useMounted): let its effect run.
  await act(async () => {});
  return rendered;
}

describe("the music detail page", () => {
  it("shows the cover, title, artist, badge, price, description, tracks and credits", async () => {
    await open(album);
    expect(screen.getByRole("img", { name: "Cover of Paper Moons" }).getAttribute("src")).toBe("/media/a1.svg");
    expect(screen.getByText("The Band")).toBeTruthy();
    expect(screen.getByText("Album: 3 tracks")).toBeTruthy();
    expect(screen.getByText("$9.00")).toBeTruthy();
    expect(screen.getByText("Songs for night trains.")).toBeTruthy();
    const tracks = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(tracks).toEqual(["1Harbour LightsE3:05", "2Paper Moons★3:05", "3Tidewater"]);
    expect(screen.getByRole("heading", { name: "Credits" })).toBeTruthy();
    expect(document.querySelector(".music-detail__credits")?.textContent).toBe("Mara Quinn – vocals\nTheo Lindqvist – guitars");
  });

  it("sells a release dated ahead as a pre-order, with its date (issue 36)", async () => {
    const ahead = { ...single, id: "ahead", title: "Next Year", releasedAt: new Date(Date.now() + 400 * 24 * 3600 * 1000).toISOString() };
    renderRoute(musicDetailRoute, "/music/ahead", fakeSiteData([ahead]));
    await screen.findByRole("heading", { level: 1, name: "Next Year" });
    expect(screen.getByRole("button", { name: "Pre-order" })).toBeTruthy();
    expect(screen.getByText(/^Pre-order: out \w+ \d+, \d{4}$/)).toBeTruthy();
  });

  it("says Single for a single", async () => {
    await open(single);
    expect(screen.getByText("Single")).toBeTruthy();
    expect(screen.queryByText(/Album:/)).toBeNull();
    expect(screen.getByText("$1.29")).toBeTruthy();
  });

  it("marks explicit and featured tracks with accessible names", async () => {
    await open(album);
    const explicit = screen.getByRole("img", { name: "Explicit" });
    expect(explicit.textContent).toBe("E");
    expect(explicit.closest("li")?.textContent).toContain("Harbour Lights");
    const featured = screen.getByRole("img", { name: "Featured" });
    expect(featured.closest("li")?.textContent).toContain("Paper Moons");
    expect(screen.getAllByRole("img", { name: "Explicit" })).toHaveLength(1);
  });

  it("says 'No tracks available' without tracks", async () => {
    await open(pwyw);
    expect(screen.getByText("No tracks available")).toBeTruthy();
  });

  it("adds the default variant to the cart with Buy Now", async () => {
    const { cart } = await open(album);
    fireEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(cart().getSnapshot().context.items).toEqual([
      {
        productId: "a1",
        productVariantId: "v-a1",
        title: "Paper Moons",
        price: 9,
        coverImage: "/media/a1.svg",
        isGift: false,
        quantity: 1,
        canIncreaseQuantity: false,
        payWhatYouWant: false,
      },
    ]);
    expect(cart().getSnapshot().context.message).toBe("Item added to cart");
    fireEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(cart().getSnapshot().context.message).toBe("Item already in cart");
  });

  it("checks the gift form and adds a valid gift as a gift item", async () => {
    const { cart } = await open(album);
    fireEvent.click(screen.getByRole("button", { name: "Send as gift" }));
    const dialog = screen.getByRole("dialog", { name: "Send as gift" });
    const name = within(dialog).getByRole("textbox", { name: "Recipient name" });
    const email = within(dialog).getByRole("textbox", { name: "Recipient email" });
    const submit = within(dialog).getByRole("button", { name: "Add gift to cart" });

    fireEvent.click(submit);
    expect(within(dialog).getByText("Recipient name is required")).toBeTruthy();
    expect(within(dialog).getByText("Recipient email is required")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);

    fireEvent.change(name, { target: { value: "Sam" } });
    fireEvent.change(email, { target: { value: "sam@example" } });
    expect(within(dialog).queryByText("Recipient name is required")).toBeNull();
    expect(within(dialog).getByText("Invalid email")).toBeTruthy();
    fireEvent.click(submit);
    expect(cart().getSnapshot().context.items).toEqual([]);

    fireEvent.change(email, { target: { value: "sam@example.com" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Message (optional)" }), { target: { value: "Happy birthday!" } });
    fireEvent.click(submit);
    expect(cart().getSnapshot().context.items).toEqual([
      expect.objectContaining({
        productId: "a1",
        productVariantId: "v-a1",
        price: 9,
        isGift: true,
        recipientName: "Sam",
        recipientEmail: "sam@example.com",
        recipientMessage: "Happy birthday!",
      }),
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks a price for pay what you want, at least the variant's", async () => {
    const { cart } = await open(pwyw);
    expect(screen.getByText("From $5.00")).toBeTruthy();
    const price = screen.getByRole("textbox", { name: "Your price (USD)" }) as HTMLInputElement;
    expect(price.value).toBe("5.00");
    fireEvent.change(price, { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(screen.getByText("Price must be at least $5.00")).toBeTruthy();
    expect(document.activeElement).toBe(price);
    expect(cart().getSnapshot().context.items).toEqual([]);

    fireEvent.change(price, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Send as gift" }));
    expect(screen.getByText("Price must be at least $5.00")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.change(price, { target: { value: "7.50" } });
    expect(screen.queryByText("Price must be at least $5.00")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(cart().getSnapshot().context.items).toEqual([
      expect.objectContaining({ productId: "p1", price: 7.5, payWhatYouWant: true, isGift: false }),
    ]);
  });

  it("plays a track through the player, from that track, and pauses the current one", async () => {
    const player = fakePlayer();
    await open(album, player);
    fireEvent.click(screen.getByRole("button", { name: "Play Paper Moons" }));
    expect(player.playQueue).toHaveBeenCalledWith(
      [
        {
          id: "t1",
          title: "Harbour Lights",
          artist: "The Band",
          url: "/api/public/tracks/t1/stream",
          productId: "a1",
          coverImage: "/media/a1.svg",
        },
        {
          id: "t2",
          title: "Paper Moons",
          artist: "The Band",
          url: "/api/public/tracks/t2/stream",
          productId: "a1",
          coverImage: "/media/a1.svg",
        },
        {
          id: "t3",
          title: "Tidewater",
          artist: "The Band",
          url: "/api/public/tracks/t3/stream",
          productId: "a1",
          coverImage: "/media/a1.svg",
        },
      ],
      1,
    );
    cleanup();

    const playing = fakePlayer({ currentTrackId: "t2", playing: true });
    await open(album, playing);
    fireEvent.click(screen.getByRole("button", { name: "Pause Paper Moons" }));
    expect(playing.toggle).toHaveBeenCalledTimes(1);
    expect(playing.playQueue).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Play Harbour Lights" })).toBeTruthy();
  });

  it("resumes the current track when it is paused", async () => {
    const paused = fakePlayer({ currentTrackId: "t1", playing: false });
    await open(album, paused);
    fireEvent.click(screen.getByRole("button", { name: "Play Harbour Lights" }));
    expect(paused.toggle).toHaveBeenCalledTimes(1);
  });

  it("disables play without a player", async () => {
    await open(album);
    expect((screen.getByRole("button", { name: "Play Harbour Lights" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("starts afresh on another release's page", async () => {
    const other = release("p2", { title: "Copper Sky", variants: [variant({ id: "v-p2", price: 1, payWhatYouWant: true })] });
    const { location } = renderRoute(musicDetailRoute, "/music/p1", fakeSiteData([pwyw, other]));
    await screen.findByRole("heading", { level: 1, name: "Lighthouse Tapes" });
    fireEvent.change(screen.getByRole("textbox", { name: "Your price (USD)" }), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(screen.getByText("Price must be at least $5.00")).toBeTruthy();
    act(() => location.navigate("/music/p2"));
    await screen.findByRole("heading", { level: 1, name: "Copper Sky" });
    expect((screen.getByRole("textbox", { name: "Your price (USD)" }) as HTMLInputElement).value).toBe("1.00");
    expect(screen.queryByText(/Price must be at least/)).toBeNull();
  });

  it("shows the not-found page for an unknown release", async () => {
    renderRoute(musicDetailRoute, "/music/nope", fakeSiteData([album]));
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });
});
