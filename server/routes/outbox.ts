import { profileParamsSchema } from "../../schema/api/common";
import { outboxMessageParamsSchema, outboxMessageSchema, outboxPageSchema, outboxQuerySchema } from "../../schema/api/outbox";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { listArtistOutbox, readArtistOutboxMessage } from "../mail/artistOutbox";
import { outboxFolderOf } from "../mail/openMailTransport";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404);

/**
 * The studio's outbox (issue 18): without SMTP_URL, every message the server sends is written to
 * DATA_DIR/outbox, so a fresh install shows each email it would have sent. An artist's editors
 * see the messages sent for that artist (their fans' receipts, their own notices), never another's.
 */
export const outboxRoutes: RoutePlugin = async (app, { context: { config } }) => {
  const folder = outboxFolderOf(config);

  app.get(
    "/outbox",
    {
      // Mail to fans holds their addresses and their one-time links: owners only.
      config: { studioRole: "owner" },
      schema: {
        tags: ["mail"],
        params: profileParamsSchema,
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      if (folder === null) return { transport: "smtp" as const, total: 0, data: [] };
      const { offset = 0, limit = 25 } = request.query;
      return { transport: "outbox" as const, ...(await listArtistOutbox(folder, profileId, { offset, limit })) };
    },
  );

  app.get(
    "/outbox/:messageId",
    {
      config: { studioRole: "owner" },
      schema: { tags: ["mail"], params: outboxMessageParamsSchema, response: { 200: outboxMessageSchema, ...errors } },
    },
    async (request) => {
      const { profileId, messageId } = request.params;
      if (folder === null) throw httpError("outbox_off", "smtp");
      const message = await readArtistOutboxMessage(folder, profileId, messageId);
      // Another artist's message is not found, as an unknown one.
      if (!message) throw httpError("not_found", "outboxMessage");
      // What a message says is its own: no cache keeps it.
      return message;
    },
  );
};
