import type { MouseEvent } from "react";
import { useLocation } from "wouter";

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
 * 'Content Locked', 'Subscribe to access this content', and Subscribe, which takes the fan to the
 * membership tiers on the home page. The server sends nothing of the content, so there is nothing
 * here to hide.
 */
export function LockedPost({ tierName }: { readonly tierName: string | null }) {
  const [, navigate] = useLocation();
  // wouter-style: a plain click moves within the app (the player keeps playing); others are the browser's.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(MEMBERSHIP_HREF);
    scrollToWhenShown("membership");
  };
  return (
    <div className="post-locked">
      <svg className="post-locked__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <rect x="5" y="10.5" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p className="post-locked__title">Content Locked</p>
      <p className="post-locked__text">Subscribe to access this content</p>
      {tierName ? <p className="post-locked__tier">For {tierName} members and above</p> : null}
      <a className="bl-button bl-button--primary post-locked__subscribe" href={MEMBERSHIP_HREF} onClick={onClick}>
        Subscribe
      </a>
    </div>
  );
}
