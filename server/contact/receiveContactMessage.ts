import type { FastifyRequest } from "fastify";
import { findNode } from "../../runtime/tree";
import type { ContactMessageBody } from "../../schema/api/contactMessages";
import { contactFormPropsSchema } from "../../schema/blocks/contactForm";
import type { BlockNodeOf, PageDocument } from "../../schema/page";
import { CUSTOM_FIELD_PREFIX, checkContactMessage, contactFieldsOf } from "../../schema/rules/contactForm";
import { normalizeEmail } from "../../schema/rules/registration";
import type { ServerContext } from "../context";
import { addContactMessage, type NewContactMessage } from "../data/contactMessages";
import { findDocument } from "../data/documents";
import { findOwners } from "../data/editors";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitArtistRate, limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { sendContactNotices } from "../notices/contactNotices";

/** What became of a message: kept and mailed, or caught by the honeypot (answered the same, and dropped). */
export interface ContactOutcome {
  readonly kept: boolean;
  readonly successMessage: string;
  readonly pageUrl: string;
}

/** The Contact form block `blockId` of the artist's published page `pageId`, with the page's path; 404 when there is none. */
async function publishedForm(context: ServerContext, profileId: string, pageId: string, blockId: string) {
  const stored = await findDocument(context.db, profileId, pageId);
  const page = stored?.kind === "page" ? (stored.published as PageDocument | null) : null;
  const node = page ? findNode(page, blockId) : undefined;
  if (!page || node?.type !== "ContactForm") throw httpError("not_found", "contactForm");
  return { path: page.path, props: (node as BlockNodeOf<"ContactForm">).props };
}

/** The error that lists every failing field by JSON pointer (`/body/fields/<key>`), led by the first one's sentence. */
function refused(code: "contact_message_invalid" | "contact_field_unknown", errors: { key: string; rule: string; message: string }[]) {
  const [first] = errors;
  const error =
    code === "contact_field_unknown" ? httpError(code, "unknown", first?.key ?? "") : httpError(code, "field", first?.message ?? "");
  return error.withFields({
    errors: errors.map((each) => ({ pointer: `/body/fields/${each.key}`, rule: each.rule, message: each.message })),
  });
}

/** The message to keep, from the checked values. */
function messageOf(
  body: ContactMessageBody,
  path: string,
  fields: ReturnType<typeof contactFieldsOf>,
  values: Readonly<Record<string, string>>,
) {
  return {
    pageId: body.pageId,
    pagePath: path,
    blockId: body.blockId,
    name: values.name ?? "",
    email: values.email ?? "",
    phone: values.phone ?? "",
    subject: values.subject ?? "",
    message: values.message ?? "",
    custom: fields
      .filter((field) => field.key.startsWith(CUSTOM_FIELD_PREFIX))
      .map((field) => ({ label: field.label, value: values[field.key] ?? "" })),
  } satisfies NewContactMessage;
}

/**
 * A fan's message from a Contact form (issue 39, item 1), from the API or the form's plain POST:
 * checked against the block as published (no field it lacks, every required one, each within its
 * limit), then counted against the rate limits (per client address, per email address named, per
 * artist), kept for the studio's Messages and mailed to the artist's owners with the fan's copy.
 * A filled honeypot is answered as if sent, and nothing is kept or mailed.
 */
export async function receiveContactMessage(
  request: FastifyRequest,
  context: ServerContext,
  body: ContactMessageBody,
): Promise<ContactOutcome> {
  const profile = await requestProfile(request, context.db);
  const form = await publishedForm(context, profile.id, body.pageId, body.blockId);
  const fields = contactFieldsOf(form.props);
  const unknown = Object.keys(body.fields).filter((key) => !fields.some((field) => field.key === key));
  if (unknown.length > 0)
    throw refused(
      "contact_field_unknown",
      unknown.map((key) => ({ key, rule: "unknownField", message: `This form has no field "${key}".` })),
    );
  // Checked before it is counted: a fan correcting a mistake is not locked out by their own tries,
  // and a refused message costs nothing but the check (nothing is kept or mailed).
  const checked = checkContactMessage(fields, body.fields);
  if (!checked.ok) throw refused("contact_message_invalid", checked.errors);
  await limitRate(request, context, "contactMessage", { profileId: profile.id, account: normalizeEmail(body.fields.email ?? "") });
  await limitArtistRate(context, "contactMessage", profile.id);
  const origin = await siteOriginOf(request, context.db, context.config);
  const successMessage = form.props.successMessage?.trim() || contactFormPropsSchema.properties.successMessage.default;
  const outcome = { successMessage, pageUrl: `${origin}${form.path}` };
  if ((body.website ?? "").trim() !== "") return { ...outcome, kept: false };
  const message = messageOf(body, form.path, fields, checked.values);
  await addContactMessage(context.db, profile.id, message, new Date(context.clock.now()));
  const owners = await findOwners(context.db, profile.id);
  await sendContactNotices(context.mail, {
    profileId: profile.id,
    artistName: profile.name,
    owners: owners.map((owner) => owner.email),
    message,
    pageUrl: outcome.pageUrl,
    messagesUrl: `${origin}/studio/messages`,
  });
  return { ...outcome, kept: true };
}
