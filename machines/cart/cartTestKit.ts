import type { CartItem } from "../../schema/entities/commerce";

/** A cart item for the tests: a 9.99 album, not a gift, with `overrides`. */
export const cartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  productId: "p1",
  productVariantId: "v1",
  title: "First album",
  price: 9.99,
  isGift: false,
  quantity: 1,
  canIncreaseQuantity: false,
  payWhatYouWant: false,
  ...overrides,
});
