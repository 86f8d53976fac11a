import { Link } from "wouter";
import { useSelector } from "../../client/ui/useSelector";
import { selectUser } from "../../machines/auth/authSelectors";
import type { HeaderLink } from "../../schema/site";
import { useAuth } from "../app/session";
import { fullName } from "./accountNames";
import { Drawer } from "./Drawer";
import { FollowButton } from "./FollowButton";
import { HeaderLinks } from "./HeaderLinks";
import { LogInLink } from "./UserMenu";

export interface MobileMenuProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly links: readonly HeaderLink[];
}

/**
 * The slide-in menu of small screens (SPEC §2 "Mobile has a slide-in menu"): the header links and
 * the account actions, and Follow (issue 37), which the header has no room for there.
 */
export function MobileMenu({ open, onClose, links }: MobileMenuProps) {
  const auth = useAuth();
  const user = useSelector(auth, selectUser);
  return (
    <Drawer open={open} title="Menu" onClose={onClose} side="right" className="shell-mobile">
      {links.length > 0 ? (
        <nav aria-label="Main">
          <HeaderLinks links={links} className="shell-mobile__links" onNavigate={onClose} />
        </nav>
      ) : null}
      <FollowButton className="shell-button shell-button--outline shell-button--block" />
      <section className="shell-mobile__account" aria-label="Account">
        {user ? (
          <>
            <div className="shell-mobile__who">
              <p className="shell-user__name">{fullName(user)}</p>
              <p className="shell-user__email">{user.email}</p>
            </div>
            <Link href="/account" className="shell-button shell-button--outline shell-button--block" onClick={onClose}>
              My Account
            </Link>
            <button
              type="button"
              className="shell-button shell-button--ghost shell-button--block"
              onClick={() => {
                auth.send({ type: "auth.logout" });
                onClose();
              }}
            >
              Log out
            </button>
          </>
        ) : (
          <LogInLink className="shell-button shell-button--primary shell-button--block" onClick={onClose} />
        )}
      </section>
    </Drawer>
  );
}
