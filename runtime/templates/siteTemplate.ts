import type { PageDocument } from "../../schema/page";
import type { SiteTemplateId } from "../../schema/rules/siteTemplateIds";
import type { SiteDocument, ThemeSettings } from "../../schema/site";

/** What a template fills its pages with: the artist's own data. */
export interface TemplateArtist {
  /** The artist's name, as their profile has it. */
  readonly name: string;
  /** The email list the sign-up forms join; without one the forms stay hidden from fans until the artist picks a list. */
  readonly emailListId?: string | undefined;
}

/** The words of a template's five pages: starter copy the artist replaces, written for one kind of act. */
export interface TemplateWords {
  readonly tagline: string;
  readonly membership: string;
  readonly featuredMusic: string;
  readonly events: string;
  readonly newsletter: { readonly title: string; readonly description: string; readonly button: string };
  readonly homeCall: { readonly title: string; readonly text: string; readonly button: string };
  /** The about page: a heading and its paragraphs; `{name}` stands for the artist's name. */
  readonly about: { readonly title: string; readonly paragraphs: readonly string[] };
  readonly music: { readonly title: string; readonly intro: string };
  readonly tour: { readonly title: string; readonly intro: string; readonly booking: string };
  readonly contact: { readonly title: string; readonly intro: string; readonly lines: readonly string[] };
}

/** Colours, corners and fonts that suit the act. */
export type TemplateLook = Required<Pick<ThemeSettings, "colors" | "cornerRadius" | "headingFont" | "bodyFont">>;

/** One starter template: what the studio shows of it, and the site it makes. */
export interface SiteTemplate {
  readonly id: SiteTemplateId;
  /** What the studio and the CLI's help call it. */
  readonly label: string;
  /** One line on what it suits. */
  readonly summary: string;
  readonly look: TemplateLook;
  readonly words: TemplateWords;
}

/** A template's site for one artist: the site document and its five pages, home first. */
export interface TemplateSite {
  readonly site: SiteDocument;
  readonly pages: readonly PageDocument[];
}
