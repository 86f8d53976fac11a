import { buttonBlock } from "./button";
import { contactFormBlock } from "./contactForm";
import { containerBlock } from "./container";
import { countdownBlock } from "./countdown";
import { emailListBlock } from "./emailList";
import { embedBlock } from "./embed";
import { featuredMerchBlock } from "./featuredMerch";
import { featuredMusicBlock } from "./featuredMusic";
import { galleryBlock } from "./gallery";
import { heroBlock } from "./hero";
import { imageBlock } from "./image";
import { membershipSectionBlock } from "./membershipSection";
import type { PageBlockViewRegistry } from "./pageBlock";
import { textBlock } from "./text";
import { upcomingEventsBlock } from "./upcomingEvents";
import { videoBlock } from "./video";

/**
 * The blocks of a public page as the fan's browser renders them: views, rules and data needs,
 * without validators (documents reach the browser already validated by the server) and without
 * stylesheets (served as CSS). One
 * explicit object, never filled by import side effects; `registry.ts` adds the validators.
 */
export const siteViewBlocks: PageBlockViewRegistry = {
  Button: buttonBlock,
  Container: containerBlock,
  Text: textBlock,
  Hero: heroBlock,
  MembershipSection: membershipSectionBlock,
  FeaturedMusic: featuredMusicBlock,
  FeaturedMerch: featuredMerchBlock,
  UpcomingEvents: upcomingEventsBlock,
  EmailList: emailListBlock,
  Image: imageBlock,
  Countdown: countdownBlock,
  Embed: embedBlock,
  Gallery: galleryBlock,
  ContactForm: contactFormBlock,
  Video: videoBlock,
};
