import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../context";
import { isRememberedDevice, REMEMBER_DEVICE_DAYS, rememberDeviceFor } from "../data/rememberedDevices";
import { ISSUED_TOKEN_PATTERN } from "../security/tokens";

/**
 * The cookie of a browser where an editor ticked 'Remember this device': its token is random and
 * only its hash is stored, with the editor and an end 30 days on (the server's clock), so the
 * cookie is worth nothing to another editor, after 30 days, or after a new password.
 */
export const REMEMBERED_DEVICE_COOKIE = "backline_studio_device";

/** Whether this browser may skip the second step for this editor now. */
export async function isRemembered(
  request: FastifyRequest,
  { db, clock }: Pick<ServerContext, "db" | "clock">,
  editor: { profileId: string; id: string },
): Promise<boolean> {
  const token = request.cookies[REMEMBERED_DEVICE_COOKIE];
  if (!token || !ISSUED_TOKEN_PATTERN.test(token)) return false;
  return isRememberedDevice(db, editor.profileId, editor.id, token, clock.now());
}

/** Remembers this browser for 30 days. */
export async function rememberThisDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, clock }: Pick<ServerContext, "db" | "clock">,
  editor: { profileId: string; id: string },
): Promise<void> {
  const token = await rememberDeviceFor(db, editor.profileId, editor.id, clock.now());
  reply.setCookie(REMEMBERED_DEVICE_COOKIE, token, {
    path: "/api",
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    maxAge: REMEMBER_DEVICE_DAYS * 24 * 60 * 60,
  });
}
