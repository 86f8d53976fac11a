import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import type { Account } from "../../schema/api/accounts";
import { fullName, initials } from "./accountNames";
import { ChevronDownIcon } from "./icons";

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/** The menu button pattern (WAI-ARIA APG): arrows move between items, Escape closes and returns focus. */
export function AccountMenu({ user, onLogOut }: { user: Account; onLogOut: () => void }) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<"first" | "last">("first");
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const whoId = useId();
  const name = fullName(user);

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menu.current);
    (focusOnOpen === "last" ? list[list.length - 1] : list[0])?.focus();
    // A press anywhere else closes it.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, focusOnOpen]);

  const openAt = (target: "first" | "last") => {
    setFocusOnOpen(target);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowUp" ? "last" : "first");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menu.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(index + 1);
      case "ArrowUp":
        return move(index - 1);
      case "Home":
        return move(0);
      case "End":
        return move(list.length - 1);
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case "Tab":
        // Focus moves on to the next control as usual; the menu closes behind it.
        return close(false);
    }
  };

  return (
    <div ref={container} className="shell-user">
      <button
        ref={button}
        type="button"
        className="shell-user__button"
        aria-label={`Account: ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt("first"))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="shell-user__avatar" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="shell-user__first-name">{user.firstName}</span>
        <ChevronDownIcon size={18} />
      </button>
      {open ? (
        <div className="shell-user__popup">
          <div id={whoId} className="shell-user__who">
            <p className="shell-user__name">{name}</p>
            <p className="shell-user__email">{user.email}</p>
          </div>
          <div ref={menu} id={menuId} role="menu" aria-labelledby={whoId} className="shell-user__menu" onKeyDown={onMenuKeyDown}>
            <Link href="/account" role="menuitem" tabIndex={-1} className="shell-user__item" onClick={() => close(false)}>
              My Account
            </Link>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="shell-user__item"
              onClick={() => {
                setOpen(false);
                onLogOut();
              }}
            >
              Log out
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
