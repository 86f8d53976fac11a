import { linkHref } from "../../runtime/sanitizeUrl";
import type { SocialIcon as SocialIconName } from "../../schema/site";

const LABELS: Record<SocialIconName, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  twitter: "Twitter",
  youtube: "YouTube",
  website: "Website",
};

/** The name a screen reader gives a social link. */
export function socialLabel(icon: SocialIconName): string {
  return LABELS[icon];
}

/** The shapes of each platform's mark, drawn on a 24 × 24 grid. */
function iconShapes(icon: SocialIconName) {
  switch (icon) {
    case "instagram":
      return (
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </>
      );
    case "facebook":
      return <path d="M14 21v-8h3l.5-3.5H14V7.5c0-1 .4-1.7 1.8-1.7H18V2.6c-.4 0-1.6-.1-2.9-.1-2.9 0-4.6 1.7-4.6 4.8v2.2H7.5V13h3v8" />;
    case "twitter":
      return <path d="M4 4l16 16M20 4L4 20" />;
    case "youtube":
      return (
        <>
          <rect x="2" y="5" width="20" height="14" rx="4" />
          <path d="M10 9l5 3-5 3z" fill="currentColor" />
        </>
      );
    case "website":
      return (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
        </>
      );
  }
}

/** Simple line drawings of each platform's mark, in the current text colour; the link names it. */
export function SocialIcon({ icon, size = 24 }: { readonly icon: SocialIconName; readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
      {iconShapes(icon)}
    </svg>
  );
}

/** The artist's social links as a list of icon links (the Hero block, the Link Tree theme); nothing when there are none. */
export function SocialLinkList({
  links,
  className,
  label,
}: {
  readonly links: readonly { readonly icon: SocialIconName; readonly href: string }[];
  readonly className: string;
  /** The list's accessible name, where the page has no heading for it. */
  readonly label?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {links.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: icons and addresses may repeat; the list is fixed for the render
        <li key={`${index}:${link.href}`}>
          <a href={linkHref(link.href)} aria-label={socialLabel(link.icon)} rel="noopener noreferrer" target="_blank">
            <SocialIcon icon={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
