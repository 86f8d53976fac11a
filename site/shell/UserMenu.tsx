import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useSelector } from "../../client/ui/useSelector";
import { selectUser } from "../../machines/auth/authSelectors";
import type { Account } from "../../schema/api/accounts";
import { useAuth } from "../app/session";
import { ChevronDownIcon } from "./icons";
import { loginHref } from "./loginHref";

/** The fan's full name (SPEC §2 "Logged in: full name"). */
export function fullName(user: Pick<Account, "firstName" | "lastName">): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function initials(user: Pick<Account, "firstName" | "lastName">): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/** 'Log in', taking the page the fan is on along as `redirect`. */
export function LogInLink({ className, onClick, ref }: { className: string; onClick?: () => void; ref?: Ref<HTMLAnchorElement> }) {
  const [pathname] = useLocation();
  const search = useSearch();
  return (
    <Link ref={ref} href={loginHref(pathname, search)} className={className} onClick={onClick}>
      Log in
    </Link>
  );
}

/**
 * The header's account control (SPEC §2): 'Log in' for a visitor; for a logged-in fan, a menu
 * button that opens their full name and email, 'My Account' and 'Log out'. The server and the
 * first render in the browser show a visitor (the session is checked once the page runs).
 */
export function UserMenu() {
  const auth = useAuth();
  const user = useSelector(auth, selectUser);
  const logInLink = useRef<HTMLAnchorElement>(null);
  // Logging out removes the focused button; focus goes to 'Log in', which takes its place.
  const focusLogIn = useRef(false);

  useEffect(() => {
    if (user || !focusLogIn.current) return;
    focusLogIn.current = false;
    logInLink.current?.focus();
  }, [user]);

  if (!user) return <LogInLink ref={logInLink} className="shell-button shell-button--outline shell-login" />;
  return (
    <AccountMenu
      user={user}
      onLogOut={() => {
        focusLogIn.current = true;
        auth.send({ type: "auth.logout" });
      }}
    />
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/** The menu button pattern (WAI-ARIA APG): arrows move between items, Escape closes and returns focus. */
function AccountMenu({ user, onLogOut }: { user: Account; onLogOut: () => void }) {
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
