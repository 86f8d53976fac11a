import type { ServerConfig } from "../config";
import { findOwners } from "../data/editors";
import { createPasswordLink } from "../data/passwordLinks";
import { findArtistAddress, findProfileBySlug } from "../data/profiles";
import type { Queryable } from "../db/database";
import type { MailQueue } from "../mail/mailQueue";
import { sendOwnerLink } from "../notices/artistNotices";
import { artistAddresses, passwordLinkUrl } from "./artistLinks";
import type { ReachedAs } from "./artistOrigin";

/** An owner's new one-time link, as the operator hands it on. */
export interface OwnerLink {
  readonly profileId: string;
  readonly artistName: string;
  readonly ownerEmail: string;
  readonly passwordLink: string;
  readonly passwordLinkExpiresAt: string;
  readonly studioUrl: string;
}

/**
 * Re-issues the one-time link that sets an artist's owner's password (issue 35, item 6: an owner
 * who lost theirs, or never used the first one), for every owner of the artist at `slug`, and
 * queues each its email. Earlier links keep working until used or expired. null for no such artist.
 */
export async function issueOwnerLinks(
  db: Queryable,
  mail: MailQueue,
  config: Pick<ServerConfig, "platformDomain">,
  reached: ReachedAs,
  slug: string,
): Promise<OwnerLink[] | null> {
  const profile = await findProfileBySlug(db, slug);
  const address = profile ? await findArtistAddress(db, profile.id) : null;
  if (!profile || !address) return null;
  const { origin, studio } = artistAddresses(config, reached, { slug: address.slug, domain: address.primaryDomain });
  const owners = await findOwners(db, profile.id);
  const links: OwnerLink[] = [];
  for (const owner of owners) {
    const link = await createPasswordLink(db, { profileId: profile.id, editorId: owner.id });
    const passwordLink = passwordLinkUrl(origin, link.token);
    await sendOwnerLink(mail, {
      profileId: profile.id,
      email: owner.email,
      artistName: profile.name,
      passwordLink,
      expiresAt: link.expiresAt,
      studioUrl: studio,
    });
    links.push({
      profileId: profile.id,
      artistName: profile.name,
      ownerEmail: owner.email,
      passwordLink,
      passwordLinkExpiresAt: link.expiresAt,
      studioUrl: studio,
    });
  }
  return links;
}
