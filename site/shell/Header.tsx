import { lazy, Suspense, useCallback, useState } from "react";
import { Link, useLocation } from "wouter";
import { useSelector } from "../../client/ui/useSelector";
import { selectCartCount } from "../../machines/cart/cartSelectors";
import type { HeaderLink } from "../../schema/site";
import { useSite } from "../app/SiteContext";
import { useCart } from "../app/session";
import { MERCH_PATH } from "../screens/merch/merchQuery";
import { CartToast } from "./CartToast";
import { FollowButton } from "./FollowButton";
import { HeaderLinks } from "./HeaderLinks";
import { CartIcon, MenuIcon } from "./icons";
import { MobileMenu } from "./MobileMenu";
import { UserMenu } from "./UserMenu";

// The cart's sidebar is a chunk of its own (issue 39), asked for as soon as the pointer or the
// focus comes to the cart button or a message of the cart shows, so it is there by the click.
const loadCartSidebar = () => import("./CartSidebar");
const CartSidebar = lazy(() => loadCartSidebar().then((module) => ({ default: module.CartSidebar })));
const prefetchCartSidebar = () => void loadCartSidebar();

/** The cart button's accessible name, with the count the badge shows. */
export function cartButtonLabel(count: number): string {
  if (count === 0) return "Cart, empty";
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

function CartButton({ expanded, onOpen }: { expanded: boolean; onOpen: () => void }) {
  const count = useSelector(useCart(), selectCartCount);
  return (
    <button
      type="button"
      className="shell-icon-button shell-cart-button"
      aria-label={cartButtonLabel(count)}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onPointerEnter={prefetchCartSidebar}
      onFocus={prefetchCartSidebar}
      onClick={onOpen}
    >
      <CartIcon />
      {count > 0 ? (
        <span className="shell-cart-button__badge" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </button>
  );
}

type Panel = "cart" | "menu" | null;

/** The header's links, with 'Merch' after the artist's own when they sell merch and link it nowhere yet (issue 36). */
export function withMerchLink(links: readonly HeaderLink[], hasMerch: boolean): readonly HeaderLink[] {
  if (!hasMerch || links.some((link) => link.href.replace(/\/+$/, "") === MERCH_PATH)) return links;
  return [...links, { href: MERCH_PATH, label: "Merch" }];
}

/**
 * The site header (SPEC §2): the logo or the artist's name in capitals (home), the header links,
 * the cart button with its count, and the account menu. On small screens the links and the
 * account move into a slide-in menu. It also owns the cart sidebar and the cart's toast.
 */
export function Header() {
  const { profile, site, hasMerch } = useSite();
  const settings = site.settings ?? {};
  const links = withMerchLink(settings.headerLinks ?? [], hasMerch === true);
  const [panel, setPanel] = useState<Panel>(null);
  const [pathname] = useLocation();
  const close = useCallback(() => setPanel(null), []);
  const openCart = useCallback(() => setPanel("cart"), []);

  // A new page (a link, back or forward) closes the panel opened on the last one.
  const [panelPath, setPanelPath] = useState(pathname);
  if (panelPath !== pathname) {
    setPanelPath(pathname);
    setPanel(null);
  }

  return (
    <>
      <header className="shell-header">
        <div className="shell-header__inner">
          <Link href="/" className="shell-header__brand" aria-label={`${profile.name}, home`}>
            {settings.logo ? (
              <img src={settings.logo} alt="" className="shell-header__logo" />
            ) : (
              <span className="shell-header__name">{profile.name.toUpperCase()}</span>
            )}
          </Link>
          {links.length > 0 ? (
            <nav aria-label="Main" className="shell-header__nav">
              <HeaderLinks links={links} className="shell-header__links" />
            </nav>
          ) : (
            <span className="shell-header__spacer" />
          )}
          <div className="shell-header__actions">
            <FollowButton className="bl-button bl-button--outline shell-header__follow" />
            <CartButton expanded={panel === "cart"} onOpen={openCart} />
            <div className="shell-header__user">
              <UserMenu />
            </div>
            <button
              type="button"
              className="shell-icon-button shell-header__menu-button"
              aria-label="Menu"
              aria-haspopup="dialog"
              aria-expanded={panel === "menu"}
              onClick={() => setPanel("menu")}
            >
              <MenuIcon />
            </button>
          </div>
        </div>
      </header>
      {panel === "cart" ? (
        <Suspense fallback={null}>
          <CartSidebar open onClose={close} />
        </Suspense>
      ) : null}
      <MobileMenu open={panel === "menu"} onClose={close} links={links} />
      <CartToast onViewCart={openCart} onShown={prefetchCartSidebar} cartOpen={panel === "cart"} />
    </>
  );
}
