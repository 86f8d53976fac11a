import { propsValidators } from "../schema/generated/propsValidators.js";
import type { PageBlockRegistry } from "./pageBlock";
import { siteViewBlocks as views } from "./viewRegistry";

/**
 * The blocks of a public page with their props validators (compiled ahead of time from the
 * schemas): what the server, the CLI, the operations and the editor take. The editor builds its own
 * registry from the same definitions plus their settings panels. The site's browser code takes
 * `siteViewBlocks`, so the validators stay out of a fan's download.
 */
export const siteBlocks: PageBlockRegistry = {
  Button: { ...views.Button, validateProps: propsValidators.Button },
  Container: { ...views.Container, validateProps: propsValidators.Container },
  Text: { ...views.Text, validateProps: propsValidators.Text },
  Hero: { ...views.Hero, validateProps: propsValidators.Hero },
  MembershipSection: { ...views.MembershipSection, validateProps: propsValidators.MembershipSection },
  FeaturedMusic: { ...views.FeaturedMusic, validateProps: propsValidators.FeaturedMusic },
  UpcomingEvents: { ...views.UpcomingEvents, validateProps: propsValidators.UpcomingEvents },
  EmailList: { ...views.EmailList, validateProps: propsValidators.EmailList },
};
