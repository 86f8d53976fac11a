import type { ContactMessageBody, ContactSendAnswer } from "./api/contactMessages";
import type { PagePollCounts, PagePollVoteAnswer } from "./api/pagePolls";
import type { Product } from "./entities/catalogue";
import type { Event } from "./entities/events";
import type { MembershipTier } from "./entities/membership";

/**
 * The data a page's blocks may ask for in `load`, by resource name: the params each takes and the
 * value it gives. The site's loader answers every one (a missing one fails the build), and a block
 * asking for a name not listed here, or reading its value as another type, does not compile.
 */
export interface SiteResources {
  readonly featuredProducts: { readonly params: { readonly category: "Music" | "Merch" }; readonly value: Product[] };
  readonly events: { readonly params: Readonly<Record<string, never>>; readonly value: Event[] };
  /** One published Music product of the artist, or null (unknown, unpublished, merch); `id` "" loads nothing. */
  readonly release: { readonly params: { readonly id: string }; readonly value: Product | null };
  /** One event of the artist, upcoming or begun, or null (unknown, deleted); `id` "" loads nothing. */
  readonly event: { readonly params: { readonly id: string }; readonly value: Event | null };
  readonly membershipTiers: { readonly params: Readonly<Record<string, never>>; readonly value: MembershipTier[] };
  /** The counts of a published page's polls, as a visitor sees them; `pageId` "" (no poll, no page) loads nothing. */
  readonly pagePolls: { readonly params: { readonly pageId: string }; readonly value: PagePollCounts[] };
}

export type SiteResourceName = keyof SiteResources;

/** A need for one site resource, as a block's `load` returns it. */
export interface SiteResourceNeed<Name extends SiteResourceName = SiteResourceName> {
  readonly resource: Name;
  readonly params?: SiteResources[Name]["params"];
}

/** The effects a page's blocks may ask the host for (the site gives its API calls; a static render gives none). */
export type SiteServices = {
  /** SPEC §7 POST /public/email-lists/join. */
  readonly joinEmailList: (body: { readonly email: string; readonly emailListId: string }) => Promise<unknown>;
  /** A fan's vote on a page's poll: set to `voted`; answers the poll as the server counts it. */
  readonly votePagePoll: (vote: {
    readonly pageId: string;
    readonly pollUid: string;
    readonly optionUid: string;
    readonly voted: boolean;
  }) => Promise<PagePollVoteAnswer>;
  /** The counts of a page's polls with the fan's own votes marked (the server renders a visitor's). */
  readonly pagePolls: (pageId: string) => Promise<PagePollCounts[]>;
  /** A fan's message from a Contact form block: sent, or refused field by field (never throws for a refusal). */
  readonly sendContactMessage: (message: ContactMessageBody) => Promise<ContactSendAnswer>;
};
