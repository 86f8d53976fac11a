/**
 * What a new artist is made from (issue 17, `backline artist create` and the operator API): the
 * artist's name, the owner's email and the host name fans reach the site at, checked the same way
 * wherever they come from. Pure functions; values are trimmed (emails and hosts lowercased) first.
 */
import { validateSlug } from "./artistSlug";
import { emailError, normalizeEmail } from "./registration";
import { isSiteTemplateId, SITE_TEMPLATE_IDS, type SiteTemplateId } from "./siteTemplateIds";

export const ARTIST_NAME_MAX_LENGTH = 100;

/** The studio's screen a new owner's one-time link leads to, with `?token=` (the server prints it, the studio answers it). */
export const SET_PASSWORD_PATH = "/studio/set-password";
/** The longest host name DNS allows. */
export const DOMAIN_MAX_LENGTH = 253;

/** Labels of letters, digits and inner hyphens, dot-separated, with at least one dot (`band.example.com`). */
export const DOMAIN_PATTERN = "^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$";
const domainPattern = new RegExp(DOMAIN_PATTERN);

export const NEW_ARTIST_MESSAGES = {
  nameRequired: "The artist's name is required",
  nameTooLong: `The artist's name is too long (at most ${ARTIST_NAME_MAX_LENGTH} characters)`,
  domainInvalid: "The domain must be a host name such as band.example.com, without http:// or a path",
  templateUnknown: `There is no such starter template: choose ${SITE_TEMPLATE_IDS.join(", ")}`,
} as const;

export interface NewArtistInput {
  readonly name: string;
  readonly ownerEmail: string;
  readonly domain?: string | undefined;
  /** The address name, `<slug>.<PLATFORM_DOMAIN>`; made from the name when absent. */
  readonly slug?: string | undefined;
  /** The starter template their site starts from (issue 39, item 4); the default one when absent. */
  readonly template?: string | undefined;
}

/** A new artist's details once checked: the template is one of them. */
export interface CheckedNewArtist extends NewArtistInput {
  readonly template?: SiteTemplateId | undefined;
}

export type NewArtistField = "name" | "ownerEmail" | "domain" | "slug" | "template";

/** The host as stored: trimmed, lowercased, without the final dot of a fully qualified name. */
export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, "");
}

/**
 * Checks an artist's name as typed (trimmed first), for a new artist and a renamed one alike: the
 * name as stored, or what is wrong with it.
 */
export function checkArtistName(typed: string): { ok: true; value: string } | { ok: false; problem: "required" | "tooLong" } {
  const name = typed.trim();
  if (name === "") return { ok: false, problem: "required" };
  if (name.length > ARTIST_NAME_MAX_LENGTH) return { ok: false, problem: "tooLong" };
  return { ok: true, value: name };
}

/** Checks a new artist's details, giving the normalized values or the first problem with its field. */
export function validateNewArtist(
  input: NewArtistInput,
): { ok: true; value: CheckedNewArtist } | { ok: false; field: NewArtistField; message: string } {
  const checkedName = checkArtistName(input.name);
  if (!checkedName.ok)
    return {
      ok: false,
      field: "name",
      message: checkedName.problem === "required" ? NEW_ARTIST_MESSAGES.nameRequired : NEW_ARTIST_MESSAGES.nameTooLong,
    };
  const name = checkedName.value;
  const ownerEmail = normalizeEmail(input.ownerEmail);
  const badEmail = emailError(ownerEmail);
  if (badEmail) return { ok: false, field: "ownerEmail", message: badEmail };
  let slug: string | undefined;
  if (input.slug !== undefined) {
    const checked = validateSlug(input.slug);
    if (!checked.ok) return { ok: false, field: "slug", message: checked.message };
    slug = checked.value;
  }
  const template = input.template?.trim().toLowerCase();
  if (template !== undefined && !isSiteTemplateId(template))
    return { ok: false, field: "template", message: NEW_ARTIST_MESSAGES.templateUnknown };
  const named = { name, ownerEmail, ...(slug === undefined ? {} : { slug }), ...(template === undefined ? {} : { template }) };
  if (input.domain === undefined) return { ok: true, value: named };
  const domain = normalizeDomain(input.domain);
  if (!domainPattern.test(domain)) return { ok: false, field: "domain", message: NEW_ARTIST_MESSAGES.domainInvalid };
  return { ok: true, value: { ...named, domain } };
}
