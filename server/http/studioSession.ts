import type { FastifyReply, FastifyRequest } from "fastify";
import type { Editor } from "../../schema/api/accounts";
import { createSession, SESSION_DAYS } from "../data/sessions";
import type { Queryable } from "../db/database";
import { STUDIO_COOKIE, STUDIO_HEADER } from "./caller";
import { deviceName } from "./deviceName";

/**
 * Signs a member of an artist's team in: an API client gets the token, the studio (which sends its
 * header) an HttpOnly cookie no script can read. The login and an accepted invitation both end here.
 */
export async function openStudioSession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Queryable,
  editor: Editor,
): Promise<{ token?: string; editor: Editor }> {
  const token = await createSession(
    db,
    editor.profileId,
    { kind: "editor", editorId: editor.id },
    deviceName(request.headers["user-agent"]),
  );
  if (request.headers[STUDIO_HEADER] === undefined) return { token, editor };
  reply.setCookie(STUDIO_COOKIE, token, {
    path: "/api",
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
  return { editor };
}
