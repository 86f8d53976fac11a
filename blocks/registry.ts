// What takes this registry shows pages from the start: rich content's code and every block's view come with it, not on demand.
import "./onDemand/onDemandEager";
import "./richText/richContentEager";
import { propsValidators } from "../schema/generated/propsValidators.js";
import type { PageBlockRegistry } from "./pageBlock";
import { siteBlockCss } from "./stylesheets";
import { siteViewBlocks as views } from "./viewRegistry";

/**
 * The blocks of a public page with their props validators (compiled ahead of time from the
 * schemas) and stylesheets: what the server, the CLI, the operations and the editor take. The editor builds its own
 * registry from the same definitions plus their settings panels. The site's browser code takes
 * `siteViewBlocks`, so the validators stay out of a fan's download.
 */
export const siteBlocks: PageBlockRegistry = {
  Button: { ...views.Button, validateProps: propsValidators.Button, css: siteBlockCss.Button },
  Container: { ...views.Container, validateProps: propsValidators.Container, css: siteBlockCss.Container },
  Text: { ...views.Text, validateProps: propsValidators.Text, css: siteBlockCss.Text },
  Hero: { ...views.Hero, validateProps: propsValidators.Hero, css: siteBlockCss.Hero },
  MembershipSection: { ...views.MembershipSection, validateProps: propsValidators.MembershipSection, css: siteBlockCss.MembershipSection },
  FeaturedMusic: { ...views.FeaturedMusic, validateProps: propsValidators.FeaturedMusic, css: siteBlockCss.FeaturedMusic },
  FeaturedMerch: { ...views.FeaturedMerch, validateProps: propsValidators.FeaturedMerch, css: siteBlockCss.FeaturedMerch },
  UpcomingEvents: { ...views.UpcomingEvents, validateProps: propsValidators.UpcomingEvents, css: siteBlockCss.UpcomingEvents },
  EmailList: { ...views.EmailList, validateProps: propsValidators.EmailList, css: siteBlockCss.EmailList },
  Image: { ...views.Image, validateProps: propsValidators.Image, css: siteBlockCss.Image },
  Countdown: { ...views.Countdown, validateProps: propsValidators.Countdown, css: siteBlockCss.Countdown },
  Embed: { ...views.Embed, validateProps: propsValidators.Embed, css: siteBlockCss.Embed },
  Gallery: { ...views.Gallery, validateProps: propsValidators.Gallery, css: siteBlockCss.Gallery },
  ContactForm: { ...views.ContactForm, validateProps: propsValidators.ContactForm, css: siteBlockCss.ContactForm },
  Video: { ...views.Video, validateProps: propsValidators.Video, css: siteBlockCss.Video },
};
