import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { useSelector } from "../../client/ui/useSelector";
import { selectCartItems, selectCartTotal } from "../../machines/cart/cartSelectors";
import { responsiveImage } from "../../runtime/media/imageSrcSet";
import type { CartItem } from "../../schema/entities/commerce";
import { formatDollars } from "../../schema/rules/money";
import { useCart } from "../app/session";
import { Drawer } from "./Drawer";
import { MusicNoteIcon, TrashIcon } from "./icons";

export interface CartSidebarProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** One line per item: a gift for someone else is another line than the same product for oneself. */
function itemKey(item: CartItem): string {
  return `${item.productId}|${item.productVariantId}|${item.isGift ? "gift" : "own"}|${item.recipientEmail ?? ""}`;
}

function giftText(item: CartItem): string {
  const recipient = item.recipientName || item.recipientEmail;
  return recipient ? `Gift for ${recipient}` : "Gift";
}

function removeLabel(item: CartItem): string {
  return item.isGift && item.recipientName ? `Remove ${item.title}, gift for ${item.recipientName}` : `Remove ${item.title}`;
}

/**
 * The cart (SPEC §2 'My Cart'): its items with their cover, title, price and recipient, a remove
 * button each, the total and 'Checkout'; 'Your cart is empty.' when there is nothing in it.
 */
export function CartSidebar({ open, onClose }: CartSidebarProps) {
  const cart = useCart();
  const items = useSelector(cart, selectCartItems);
  const total = useSelector(cart, selectCartTotal);
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const emptyText = useRef<HTMLParagraphElement>(null);
  // After a removal the pressed button is gone: focus goes to the item now in its place (or the one before).
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<number | null>(null);

  useEffect(() => {
    if (focusAfterRemoval === null) return;
    const target = removeButtons.current[Math.min(focusAfterRemoval, items.length - 1)] ?? emptyText.current;
    target?.focus();
    setFocusAfterRemoval(null);
  }, [focusAfterRemoval, items.length]);

  const remove = (item: CartItem, index: number) => {
    cart.send({ type: "cart.remove", productId: item.productId, isGift: item.isGift, recipientEmail: item.recipientEmail });
    setFocusAfterRemoval(index);
  };

  const footer =
    items.length > 0 ? (
      <>
        <p className="shell-cart__total">
          <span>Total</span>
          <span className="shell-cart__total-amount">{formatDollars(total)}</span>
        </p>
        <Link href="/checkout" className="shell-button shell-button--primary shell-button--block" onClick={onClose}>
          Checkout
        </Link>
      </>
    ) : undefined;

  return (
    <Drawer open={open} title="My Cart" onClose={onClose} side="right" className="shell-cart" footer={footer}>
      {items.length === 0 ? (
        <div className="shell-cart__empty">
          <p ref={emptyText} tabIndex={-1}>
            Your cart is empty.
          </p>
          <Link href="/music" className="shell-button shell-button--outline" onClick={onClose}>
            Browse music
          </Link>
        </div>
      ) : (
        <ul className="shell-cart__items" aria-label="Items">
          {items.map((item, index) => (
            <li key={itemKey(item)} className="shell-cart__item">
              {item.coverImage ? (
                <img
                  className="shell-cart__cover"
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  {...responsiveImage(item.coverImage, "64px", 320)}
                />
              ) : (
                <span className="shell-cart__cover shell-cart__cover--empty">
                  <MusicNoteIcon />
                </span>
              )}
              <div className="shell-cart__details">
                <p className="shell-cart__title">{item.title}</p>
                {item.isGift ? <p className="shell-cart__gift">{giftText(item)}</p> : null}
                <p className="shell-cart__price">{formatDollars(item.price)}</p>
              </div>
              <button
                ref={(button) => {
                  removeButtons.current[index] = button;
                }}
                type="button"
                className="shell-icon-button shell-cart__remove"
                aria-label={removeLabel(item)}
                onClick={() => remove(item, index)}
              >
                <TrashIcon size={20} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
