import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { joinHref } from "../../../blocks/membershipSection/prices";
import { useSelector } from "../../../client/ui/useSelector";
import { selectUser } from "../../../machines/auth/authSelectors";
import type { MembershipTier } from "../../../schema/entities/membership";
import { namesInWords } from "../../../schema/rules/namesInWords";
import { useAuth } from "../../app/session";

/** Where Subscribe goes: the membership tiers on the home page (the Membership Section block is `#membership`). */
export const MEMBERSHIP_HREF = "/#membership";

/** How long Subscribe waits for the home page's tiers to appear before giving up on scrolling to them. */
const SCROLL_WAIT_MS = 5000;

/** Scrolls to the element with `id` once it is on the page (the next page renders after its data loads). */
function scrollToWhenShown(id: string): void {
  const started = Date.now();
  const look = () => {
    const element = document.getElementById(id);
    if (element) element.scrollIntoView?.({ block: "start" });
    else if (Date.now() - started < SCROLL_WAIT_MS) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * What a post locked to a tier the fan does not have shows instead of its content (SPEC §2):
 * 'Content Locked', 'Subscribe to access this content', and Subscribe, which leads to the checkout
 * of the cheapest tier that unlocks the post (sign-up first for a visitor), or, when no listed tier
 * does (a hidden one), to the membership tiers on the home page; and whose members read it (its
 * tier and the tiers that include it, issue 30). The server sends nothing of the content, so
 * there is nothing here to hide.
 */
export function LockedPost({
  readers,
  subscribeTo,
}: {
  /** The names of the tiers fans see whose members read the post. */
  readonly readers: readonly string[];
  /** The cheapest tier that unlocks the post: Subscribe leads to its checkout. */
  readonly subscribeTo: Pick<MembershipTier, "id"> | null;
}) {
  const [, navigate] = useLocation();
  const loggedIn = useSelector(useAuth(), selectUser) !== null;
  if (subscribeTo) {
    return (
      <LockedPanel readers={readers}>
        <Link className="bl-button bl-button--primary post-locked__subscribe" href={joinHref(subscribeTo.id, loggedIn)}>
          Subscribe
        </Link>
      </LockedPanel>
    );
  }
  // wouter-style: a plain click moves within the app (the player keeps playing); others are the browser's.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(MEMBERSHIP_HREF);
    scrollToWhenShown("membership");
  };
  return (
    <LockedPanel readers={readers}>
      <a className="bl-button bl-button--primary post-locked__subscribe" href={MEMBERSHIP_HREF} onClick={onClick}>
        Subscribe
      </a>
    </LockedPanel>
  );
}

function LockedPanel({ readers, children }: { readonly readers: readonly string[]; readonly children: ReactNode }) {
  return (
    <div className="post-locked">
      <svg className="post-locked__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <rect x="5" y="10.5" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p className="post-locked__title">Content Locked</p>
      <p className="post-locked__text">Subscribe to access this content</p>
      {readers.length > 0 ? <p className="post-locked__tier">For {namesInWords(readers)} members</p> : null}
      {children}
    </div>
  );
}
