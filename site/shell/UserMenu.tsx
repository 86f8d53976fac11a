import { lazy, type Ref, Suspense, useEffect, useRef } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useSelector } from "../../client/ui/useSelector";
import { selectUser } from "../../machines/auth/authSelectors";
import { loadAccountMenu } from "../app/accountMenuChunk";
import { useAuth } from "../app/session";
import { loginHref } from "./loginHref";

// A logged-in fan's menu is a chunk of its own (issue 39), fetched beside the session's machine
// (site/app/session.tsx): a fan shows as logged in only once that has come, and the menu with it.
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));

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
    <Suspense fallback={null}>
      <AccountMenu
        user={user}
        onLogOut={() => {
          focusLogIn.current = true;
          auth.send({ type: "auth.logout" });
        }}
      />
    </Suspense>
  );
}
