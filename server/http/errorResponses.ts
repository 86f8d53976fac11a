import { errorResponseSchema } from "../../schema/api/common";

/** The statuses an error answer is sent with (schema/errors/). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 416 | 429 | 502 | 503;

/** A route schema's `response` entries for its failures: the one error body under each status. */
export type ErrorResponses<Status extends ErrorStatus> = { readonly [S in Status]: typeof errorResponseSchema };

/**
 * The `response` entries of a route's failures, spread beside its answers: every error body is
 * the same `{ code, reason, message, ... }` (errorResponseSchema), so a route names only its
 * statuses. Studio routes leave out 401 and 403: their scope adds those (server/http/studioScope.ts).
 * @example response: { 200: postSchema, ...errorResponses(400, 404) }
 */
export function errorResponses<const Statuses extends readonly ErrorStatus[]>(...statuses: Statuses): ErrorResponses<Statuses[number]> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as ErrorResponses<Statuses[number]>;
}
