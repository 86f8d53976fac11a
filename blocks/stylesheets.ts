import type { BlockType } from "../schema/page";
import { buttonCss } from "./button/button.css";
import { contactFormCss } from "./contactForm/contactForm.css";
import { containerCss } from "./container/container.css";
import { countdownCss } from "./countdown/countdown.css";
import { emailListCss } from "./emailList/emailList.css";
import { embedCss } from "./embed/embed.css";
import { featuredMerchCss } from "./featuredMerch/featuredMerch.css";
import { featuredMusicCss } from "./featuredMusic/featuredMusic.css";
import { galleryCss } from "./gallery/gallery.css";
import { heroCss } from "./hero/hero.css";
import { imageCss } from "./image/image.css";
import { membershipSectionCss } from "./membershipSection/membershipSection.css";
import { richTextCss } from "./richText/richText.css";
import { sectionCss } from "./section.css";
import { textCss } from "./text/text.css";
import { upcomingEventsCss } from "./upcomingEvents/upcomingEvents.css";
import { videoCss } from "./video/video.css";

/**
 * Each block's stylesheet. The server serves them as one CSS file (`siteStylesheet`) and the studio
 * puts them in its page, so they are added to the definitions in `registry.ts`, not to the views the
 * fan's browser takes: the CSS reaches fans once, as CSS, not again inside the JavaScript.
 */
export const siteBlockCss: Readonly<Record<BlockType, string | readonly string[]>> = {
  Button: buttonCss,
  Container: containerCss,
  Text: [richTextCss, textCss],
  Hero: heroCss,
  MembershipSection: [sectionCss, membershipSectionCss],
  FeaturedMusic: [sectionCss, featuredMusicCss],
  FeaturedMerch: [sectionCss, featuredMusicCss, featuredMerchCss],
  UpcomingEvents: [sectionCss, upcomingEventsCss],
  EmailList: [sectionCss, buttonCss, emailListCss],
  Image: imageCss,
  Countdown: [sectionCss, buttonCss, countdownCss],
  Embed: embedCss,
  Gallery: galleryCss,
  ContactForm: [sectionCss, buttonCss, contactFormCss],
  Video: [embedCss, videoCss],
};
