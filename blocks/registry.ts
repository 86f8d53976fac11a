import { buttonBlock } from "./button";
import { containerBlock } from "./container";
import { emailListBlock } from "./emailList";
import { featuredMusicBlock } from "./featuredMusic";
import { heroBlock } from "./hero";
import { membershipSectionBlock } from "./membershipSection";
import type { PageBlockRegistry } from "./pageBlock";
import { textBlock } from "./text";
import { upcomingEventsBlock } from "./upcomingEvents";

/**
 * The blocks of a public page, as one explicit object (never filled by import side effects). The
 * editor builds its own registry from the same definitions plus their settings panels.
 */
export const siteBlocks: PageBlockRegistry = {
  Button: buttonBlock,
  Container: containerBlock,
  Text: textBlock,
  Hero: heroBlock,
  MembershipSection: membershipSectionBlock,
  FeaturedMusic: featuredMusicBlock,
  UpcomingEvents: upcomingEventsBlock,
  EmailList: emailListBlock,
};
