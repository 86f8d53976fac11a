import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { PageBlockDefinition } from "../blocks/pageBlock";
import { siteBlocks } from "../blocks/registry";
import type { SettingsPanelProps } from "../blocks/settings/types";
import type { BlockType } from "../schema/page";

/** A block as the editor knows it: the site's definition plus its settings panel, loaded when first shown. */
export type EditorBlockDefinition<T extends BlockType> = PageBlockDefinition<T> & {
  readonly Settings: LazyExoticComponent<ComponentType<SettingsPanelProps<T>>>;
};

/** One editor definition per block type: a new block type does not compile until it has a settings panel here. */
export type EditorBlockRegistry = { readonly [T in BlockType]: EditorBlockDefinition<T> };

/**
 * The editor's registry (DESIGN.md "One definition, two registries"): the site's block definitions,
 * each with its settings panel, as one explicit object. It is a BlockRegistry too, so the runtime's
 * operations take it as they take the site's.
 */
export const editorBlocks: EditorBlockRegistry = {
  Button: { ...siteBlocks.Button, Settings: lazy(() => import("../blocks/button/ButtonSettings")) },
  Container: { ...siteBlocks.Container, Settings: lazy(() => import("../blocks/container/ContainerSettings")) },
  Text: { ...siteBlocks.Text, Settings: lazy(() => import("../blocks/text/TextSettings")) },
  Hero: { ...siteBlocks.Hero, Settings: lazy(() => import("../blocks/hero/HeroSettings")) },
  MembershipSection: {
    ...siteBlocks.MembershipSection,
    Settings: lazy(() => import("../blocks/membershipSection/MembershipSectionSettings")),
  },
  FeaturedMusic: { ...siteBlocks.FeaturedMusic, Settings: lazy(() => import("../blocks/featuredMusic/FeaturedMusicSettings")) },
  FeaturedMerch: { ...siteBlocks.FeaturedMerch, Settings: lazy(() => import("../blocks/featuredMerch/FeaturedMerchSettings")) },
  UpcomingEvents: { ...siteBlocks.UpcomingEvents, Settings: lazy(() => import("../blocks/upcomingEvents/UpcomingEventsSettings")) },
  EmailList: { ...siteBlocks.EmailList, Settings: lazy(() => import("../blocks/emailList/EmailListSettings")) },
  Image: { ...siteBlocks.Image, Settings: lazy(() => import("../blocks/image/ImageSettings")) },
  Countdown: { ...siteBlocks.Countdown, Settings: lazy(() => import("../blocks/countdown/CountdownSettings")) },
  Embed: { ...siteBlocks.Embed, Settings: lazy(() => import("../blocks/embed/EmbedSettings")) },
  Gallery: { ...siteBlocks.Gallery, Settings: lazy(() => import("../blocks/gallery/GallerySettings")) },
  ContactForm: { ...siteBlocks.ContactForm, Settings: lazy(() => import("../blocks/contactForm/ContactFormSettings")) },
  Video: { ...siteBlocks.Video, Settings: lazy(() => import("../blocks/video/VideoSettings")) },
};
