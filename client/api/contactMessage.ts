import type { ContactMessageBody, ContactSendAnswer } from "../../schema/api/contactMessages";
import { DEFAULT_ERROR_MESSAGE } from "../../schema/errors/clientErrors";
import { api, refusal } from "./client";

const FIELD_POINTER = "/body/fields/";

/**
 * A fan's message from a Contact form block (issue 39, item 1). A refusal is an answer, not a
 * throw: the block shows each field's error beside it (the server names them by JSON pointer,
 * `/body/fields/<key>`), or the server's sentence (too often: try again in a minute), or 'An error
 * occurred' when nothing came back.
 */
export async function sendContactMessage(body: ContactMessageBody): Promise<ContactSendAnswer> {
  try {
    await api().post("public/contact-messages", { json: body }).json<{ ok: true }>();
    return { ok: true };
  } catch (error) {
    const refused = await refusal(error);
    const message = typeof refused?.body.message === "string" ? refused.body.message : DEFAULT_ERROR_MESSAGE;
    const listed = Array.isArray(refused?.body.errors) ? (refused.body.errors as { pointer?: unknown; message?: unknown }[]) : [];
    const errors = listed.flatMap((each) =>
      typeof each.pointer === "string" && each.pointer.startsWith(FIELD_POINTER) && typeof each.message === "string"
        ? [{ key: each.pointer.slice(FIELD_POINTER.length), message: each.message }]
        : [],
    );
    return { ok: false, message, errors };
  }
}
