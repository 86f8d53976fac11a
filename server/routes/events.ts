import { zonedLocalToInstant } from "../../runtime/time/zonedTime";
import { okResponseSchema, profileParamsSchema } from "../../schema/api/common";
import { type EventInput, eventInputSchema, eventParamsSchema, studioEventListSchema } from "../../schema/api/events";
import { eventSchema } from "../../schema/entities/events";
import { createEvent, deleteEvent, listEvents, updateEvent } from "../data/events";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404);

/**
 * The event as the data layer stores it: its instant, from the venue's clock when that is how it
 * came, read with this server's time zone database (the one the site shows times with). A zone the
 * schema's pattern lets through may still be one no runtime knows (`Mars/Base`): refused by name.
 */
function storedEventOf(input: EventInput): EventInput & { dateTime: string } {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: input.timeZone });
  } catch {
    throw httpError("bad_request", "unknownTimeZone", input.timeZone);
  }
  const { localDateTime, ...rest } = input;
  if ((localDateTime === undefined) === (input.dateTime === undefined)) throw httpError("bad_request", "eventTime");
  if (input.dateTime !== undefined) return { ...rest, dateTime: input.dateTime };
  const dateTime = zonedLocalToInstant(localDateTime ?? "", input.timeZone);
  if (dateTime === null) throw httpError("bad_request", "eventLocalTime", localDateTime ?? "", input.timeZone);
  return { ...rest, dateTime };
}

/**
 * The artist's events (issue 17): editors of the profile list, add, change and delete them. Fans
 * read upcoming ones through GET /public/events, which forgets its cached answer on any change.
 */
export const eventRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.get(
    "/events",
    { schema: { tags: ["events"], params: profileParamsSchema, response: { 200: studioEventListSchema, ...errors } } },
    async (request) => {
      return listEvents(db, request.params.profileId);
    },
  );

  app.post(
    "/events",
    { schema: { tags: ["events"], params: profileParamsSchema, body: eventInputSchema, response: { 201: eventSchema, ...errors } } },
    async (request, reply) => {
      const event = await createEvent(db, { profileId: request.params.profileId, ...storedEventOf(request.body) });
      return reply.code(201).send(event);
    },
  );

  app.put(
    "/events/:eventId",
    { schema: { tags: ["events"], params: eventParamsSchema, body: eventInputSchema, response: { 200: eventSchema, ...errors } } },
    async (request) => {
      const { profileId, eventId } = request.params;
      const event = await updateEvent(db, profileId, eventId, storedEventOf(request.body));
      if (!event) throw httpError("not_found", "event");
      return event;
    },
  );

  app.delete(
    "/events/:eventId",
    { schema: { tags: ["events"], params: eventParamsSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const { profileId, eventId } = request.params;
      if (!(await deleteEvent(db, profileId, eventId))) throw httpError("not_found", "event");
      return { ok: true as const };
    },
  );
};
