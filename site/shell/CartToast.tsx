import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useLatest } from "../../client/ui/useLatest";
import { useSelector } from "../../client/ui/useSelector";
import { selectCartMessage, selectMessageId } from "../../machines/cart/cartSelectors";
import { useCart } from "../app/session";
import { CheckIcon, CloseIcon } from "./icons";

/** How long a cart message shows (unless the pointer or focus is on it). */
export const CART_TOAST_MS = 5000;

/** Calls `onDone` after CART_TOAST_MS, counting again from the start after a pause. */
function DismissTimer({ paused, onDone }: { paused: boolean; onDone: () => void }) {
  const onDoneRef = useLatest(onDone);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDoneRef.current(), CART_TOAST_MS);
    return () => clearTimeout(timer);
  }, [paused]);
  return null;
}

export interface CartToastProps {
  /** Opens the cart sidebar ('View cart'). */
  readonly onViewCart: () => void;
  /** Whether the cart sidebar is open: the cart then says it all, and the toast goes. */
  readonly cartOpen: boolean;
  /** A message shows: 'View cart' may come next (the header fetches the sidebar's code then). */
  readonly onShown?: () => void;
}

/**
 * The cart's messages (SPEC §4: 'Item added to cart', 'Item already in cart') as a toast. The live
 * region is always on the page, so screen readers announce what appears in it; each message is
 * keyed by the cart's `messageId`, so adding the same item twice announces it twice. It leaves
 * after a few seconds, or by its button, and waits while the pointer or focus is on it; it leaves
 * at once when the fan goes to another page or opens the cart.
 */
export function CartToast({ onViewCart, cartOpen, onShown }: CartToastProps) {
  const cart = useCart();
  const message = useSelector(cart, selectCartMessage);
  const [pathname] = useLocation();
  const shownAt = useRef(pathname);

  // A message belongs to the page it was given on.
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (cart.getSnapshot().context.message) cart.send({ type: "cart.dismissMessage" });
  }, [pathname, cart]);
  useEffect(() => {
    if (cartOpen && message) cart.send({ type: "cart.dismissMessage" });
  }, [cartOpen, message, cart]);
  const messageId = useSelector(cart, selectMessageId);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  // Gone with the message: a toast the pointer was on when dismissed must not stay paused.
  useEffect(() => {
    if (message) return;
    setHovered(false);
    setFocused(false);
  }, [message]);

  const shownRef = useLatest(onShown);
  useEffect(() => {
    if (message) shownRef.current?.();
  }, [message]);

  const dismiss = () => cart.send({ type: "cart.dismissMessage" });

  return (
    <div className="shell-toast-region">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer */}
      <div
        className={message ? "shell-toast shell-toast--open" : "shell-toast"}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && message) dismiss();
        }}
      >
        {message ? (
          // Keyed by the message: a repeated message starts the clock again.
          <DismissTimer key={messageId} paused={paused} onDone={dismiss} />
        ) : null}
        {message ? (
          <span className="shell-toast__icon">
            <CheckIcon size={20} />
          </span>
        ) : null}
        <p className="shell-toast__message" aria-live="polite" aria-atomic="true">
          {message ? <span key={messageId}>{message}</span> : null}
        </p>
        {message ? (
          <>
            <button
              type="button"
              className="shell-toast__action"
              onClick={() => {
                dismiss();
                onViewCart();
              }}
            >
              View cart
            </button>
            <button type="button" className="shell-icon-button shell-toast__dismiss" aria-label="Dismiss" onClick={dismiss}>
              <CloseIcon size={20} />
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
