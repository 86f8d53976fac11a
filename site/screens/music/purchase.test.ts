import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartItemProblem } from "../../../machines/cart/cartRules";
import { release, track, variant } from "./musicTestKit";
import {
  cartItemFor,
  checkPrice,
  defaultVariant,
  formatDuration,
  isoDuration,
  minimumPriceMessage,
  playerQueue,
  priceInputText,
  priceLabel,
  releaseBadge,
  validateGift,
} from "./purchase";

describe("the release badge", () => {
  it("says Single for a single and counts an album's tracks", () => {
    expect(releaseBadge(release("s", { releaseType: "single" }))).toBe("Single");
    const album = release("a", { variants: [variant({ tracks: [track("1"), track("2"), track("3")] })] });
    expect(releaseBadge(album)).toBe("Album: 3 tracks");
  });

  it("guesses from the tracks when the release type is missing", () => {
    const { releaseType: _, ...untyped } = release("x");
    expect(releaseBadge(untyped)).toBe("Single");
    expect(releaseBadge({ ...untyped, variants: [variant({ tracks: [track("1"), track("2")] })] })).toBe("Album: 2 tracks");
  });
});

describe("the default variant", () => {
  it("is the one marked default, else the first, else none", () => {
    const a = variant({ id: "a", isDefault: false });
    const b = variant({ id: "b", isDefault: true });
    expect(defaultVariant(release("r", { variants: [a, b] }))?.id).toBe("b");
    expect(defaultVariant(release("r", { variants: [a] }))?.id).toBe("a");
    expect(defaultVariant(release("r", { variants: [] }))).toBeNull();
  });
});

describe("prices", () => {
  it("show two decimals, and a minimum for pay what you want", () => {
    expect(priceLabel(variant({ price: 12 }))).toBe("$12.00");
    expect(priceLabel(variant({ price: 1, payWhatYouWant: true }))).toBe("From $1.00");
    expect(priceLabel(variant({ price: 0, payWhatYouWant: true }))).toBe("Name your price");
    expect(priceInputText(5)).toBe("5.00");
  });

  it("must be at least the variant's price (SPEC §5)", () => {
    expect(minimumPriceMessage(5)).toBe("Price must be at least $5.00");
    expect(checkPrice("4.99", 5)).toEqual({ ok: false, error: "Price must be at least $5.00" });
    expect(checkPrice("", 5)).toEqual({ ok: false, error: "Price must be at least $5.00" });
    expect(checkPrice("five", 5)).toEqual({ ok: false, error: "Price must be at least $5.00" });
    expect(checkPrice("5.001", 5)).toEqual({ ok: false, error: "Price must be at least $5.00" });
    expect(checkPrice("5", 5)).toEqual({ ok: true, price: 5 });
    expect(checkPrice(" $7.5 ", 5)).toEqual({ ok: true, price: 7.5 });
    expect(checkPrice("0", 0)).toEqual({ ok: true, price: 0 });
    expect(checkPrice("100001", 0)).toEqual({ ok: false, error: "Price must be at most $100000.00" });
  });

  it("accept exactly the amounts at or above the minimum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (cents, minimumCents) => {
        const result = checkPrice((cents / 100).toFixed(2), minimumCents / 100);
        expect(result.ok).toBe(cents >= minimumCents);
        if (result.ok) expect(result.price).toBe(cents / 100);
      }),
    );
  });
});

describe("the gift form's checks (SPEC §5)", () => {
  const valid = { recipientName: "Sam", recipientEmail: "sam@example.com", recipientMessage: "" };

  it("requires a name and an email of a simple pattern", () => {
    expect(validateGift({ recipientName: " ", recipientEmail: "", recipientMessage: "" })).toEqual({
      recipientName: "Recipient name is required",
      recipientEmail: "Recipient email is required",
    });
    expect(validateGift({ ...valid, recipientEmail: "sam@example" })).toEqual({ recipientEmail: "Invalid email" });
    expect(validateGift({ ...valid, recipientEmail: "sam example.com" })).toEqual({ recipientEmail: "Invalid email" });
    expect(validateGift(valid)).toEqual({});
  });
});

describe("the cart item", () => {
  const product = release("r1", { title: "Paper Moons" });
  const sold = product.variants[0] ?? variant();

  it("is the default variant at the price, for oneself", () => {
    const item = cartItemFor(product, sold, 12);
    expect(item).toEqual({
      productId: "r1",
      productVariantId: "v-r1",
      title: "Paper Moons",
      price: 12,
      coverImage: "/media/r1.svg",
      isGift: false,
      quantity: 1,
      canIncreaseQuantity: false,
      payWhatYouWant: false,
    });
    expect(cartItemProblem(item)).toBeNull();
  });

  it("carries the recipient for a gift, trimmed, without a blank message", () => {
    const item = cartItemFor(product, sold, 12, { recipientName: " Sam ", recipientEmail: " sam@example.com ", recipientMessage: "  " });
    expect(item).toMatchObject({ isGift: true, recipientName: "Sam", recipientEmail: "sam@example.com" });
    expect(item).not.toHaveProperty("recipientMessage");
    const withMessage = cartItemFor(product, sold, 12, {
      recipientName: "Sam",
      recipientEmail: "sam@example.com",
      recipientMessage: "Enjoy!",
    });
    expect(withMessage.recipientMessage).toBe("Enjoy!");
    expect(cartItemProblem(withMessage)).toBeNull();
  });
});

describe("the player's queue", () => {
  it("holds the tracks a visitor may hear, all or a preview, by their stream addresses, with the release's cover and id", () => {
    const { listen: _none, ...withoutAudio } = track("b");
    const product = release("r1", {
      variants: [
        variant({ tracks: [track("a"), withoutAudio, track("c", { artist: "", listen: "preview" }), track("d", { listen: "none" })] }),
      ],
    });
    expect(playerQueue(product)).toEqual([
      { id: "a", title: "Track a", artist: "The Band", url: "/api/public/tracks/a/stream", productId: "r1", coverImage: "/media/r1.svg" },
      { id: "c", title: "Track c", artist: "The Band", url: "/api/public/tracks/c/stream", productId: "r1", coverImage: "/media/r1.svg" },
    ]);
  });
});

describe("durations", () => {
  it("read as minutes and seconds, and as ISO 8601", () => {
    expect(formatDuration(185)).toBe("3:05");
    expect(formatDuration(59.6)).toBe("1:00");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(isoDuration(185)).toBe("PT3M5S");
    expect(isoDuration(180)).toBe("PT3M");
    expect(isoDuration(0)).toBe("PT0S");
    expect(isoDuration(3600)).toBe("PT1H");
  });
});
