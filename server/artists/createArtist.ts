import { randomBytes } from "node:crypto";
import { siteBlocks } from "../../blocks/registry";
import { parseDocument } from "../../runtime/parse";
import type { Profile } from "../../schema/entities/people";
import { type NewArtistField, type NewArtistInput, validateNewArtist } from "../../schema/rules/newArtist";
import type { SiteTemplateId } from "../../schema/rules/siteTemplateIds";
import { publishDocument, saveDocument } from "../data/documents";
import { createEditor } from "../data/editors";
import { createEmailList } from "../data/emailLists";
import { createPasswordLink } from "../data/passwordLinks";
import { claimDomain, createProfile, SlugTaken } from "../data/profiles";
import type { Database, Queryable } from "../db/database";
import { hashPassword } from "../security/passwords";
import { STARTER_EMAIL_LIST_NAME, starterEmailListId, starterSite } from "./starterSite";

/** A new artist, as made: their profile, the owner's account and the one-time link that sets its password. */
export interface NewArtist {
  readonly profile: Profile;
  /** The address name: the site is at `<slug>.<PLATFORM_DOMAIN>`. */
  readonly slug: string;
  /** The host fans reach the site at; null when none was given (then `?profileId=` in development). */
  readonly domain: string | null;
  readonly owner: { readonly editorId: string; readonly email: string };
  /** The link's token (only its hash is stored) and when it stops working. */
  readonly passwordLink: { readonly token: string; readonly expiresAt: string };
}

export type CreateArtistResult =
  | { ok: true; artist: NewArtist }
  | { ok: false; problem: "invalid"; field: NewArtistField; message: string }
  | { ok: false; problem: "domainTaken"; domain: string }
  | { ok: false; problem: "slugTaken"; slug: string };

/** Thrown inside the transaction so nothing of the artist stays when their domain is someone else's. */
class DomainTaken extends Error {}

/**
 * Makes a new artist from nothing (issue 17), in one transaction: the profile, its domain (never
 * one another artist claimed), the owner's editor account with no usable password and a one-time
 * link to set it, one email list ("Newsletter"), and the starter site of the template they chose
 * (issue 39, item 4: its site document and five pages, whose sign-up forms join that list),
 * published so the site answers at once and fans can sign up from the first day. The catalogue,
 * posts and tiers start empty.
 */
export async function createArtist(db: Database, input: NewArtistInput): Promise<CreateArtistResult> {
  const checked = validateNewArtist(input);
  if (!checked.ok) return { ok: false, problem: "invalid", field: checked.field, message: checked.message };
  const { name, ownerEmail, domain, slug, template } = checked.value;
  // A hash of a secret nobody keeps: no password opens the account until the link sets one, and a
  // login attempt costs the same work as for any other account.
  const unusable = await hashPassword(randomBytes(32).toString("base64url"));
  try {
    const artist = await db.transaction(async (tx) => {
      const { slug: madeSlug, ...profile } = await createProfile(tx, name, slug === undefined ? {} : { slug, exactSlug: true });
      if (domain !== undefined && !(await claimDomain(tx, domain, profile.id))) throw new DomainTaken();
      const owner = await createEditor(tx, { profileId: profile.id, email: ownerEmail, name, role: "owner", passwordHash: unusable });
      const passwordLink = await createPasswordLink(tx, { profileId: profile.id, editorId: owner.id });
      const list = await createEmailList(tx, profile.id, STARTER_EMAIL_LIST_NAME, starterEmailListId(profile.id));
      await publishStarterSite(tx, profile, template, list.id);
      return { profile, slug: madeSlug, domain: domain ?? null, owner: { editorId: owner.id, email: owner.email }, passwordLink };
    });
    return { ok: true, artist };
  } catch (error) {
    if (error instanceof DomainTaken) return { ok: false, problem: "domainTaken", domain: domain as string };
    if (error instanceof SlugTaken) return { ok: false, problem: "slugTaken", slug: error.slug };
    throw error;
  }
}

async function publishStarterSite(
  tx: Queryable,
  profile: Profile,
  template: SiteTemplateId | undefined,
  emailListId: string,
): Promise<void> {
  const { site, pages } = starterSite(profile.name, template, emailListId);
  for (const document of [site, ...pages]) {
    // Parsed as any document is, so the starter can never be stored in a shape the site cannot read.
    const parsed = parseDocument(document, { registry: siteBlocks });
    if (!parsed.ok) throw new Error(`createArtist: the starter ${document.kind} is not valid: ${JSON.stringify(parsed.errors)}`);
    const saved = await saveDocument(tx, profile.id, parsed.value);
    if (!saved.ok) throw new Error(`createArtist: could not save the starter ${document.kind} (${saved.reason})`);
    const published = await publishDocument(tx, profile.id, saved.document.id);
    if (!published.ok) throw new Error(`createArtist: could not publish the starter ${document.kind} (${published.reason})`);
  }
}
