import type { FastifyReply, FastifyRequest } from "fastify";
import type { Editor } from "../../schema/api/accounts";
import { createSession, SESSION_DAYS } from "../data/sessions";
import type { Queryable } from "../db/database";
import { STUDIO_COOKIE, STUDIO_HEADER } from "./caller";
import { deviceName } from "./deviceName";

/**
 * Starts an editor's session once every step of signing in passed: the studio keeps it in an
 * HttpOnly cookie no script can read; any other client (the API, the command line) gets the token.
 */
export async function startEditorSession(
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
