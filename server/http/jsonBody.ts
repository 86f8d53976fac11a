import type { FastifyInstance, FastifyRequest } from "fastify";
import { MAX_JSON_DEPTH } from "../../runtime/limits";
import { type BodyShape, bodyShapeOf, OPEN_MAX_ITEMS, OPEN_MAX_KEYS, routeBodyLimit, scanJsonShape } from "./bodyShape";
import { refuseHostileValue } from "./hostileInput";
import { httpError } from "./httpError";
import { recordBodySize } from "./validation";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The shape the route's body schema allows (set for every route with a body schema). */
    bodyShape?: BodyShape;
  }
}

const UNBOUNDED: BodyShape = { levels: MAX_JSON_DEPTH, maxBytes: null, maxItems: OPEN_MAX_ITEMS, maxKeys: OPEN_MAX_KEYS };

function shapeOf(request: FastifyRequest): BodyShape {
  return request.routeOptions.config.bodyShape ?? UNBOUNDED;
}

/**
 * Parses JSON bodies, refusing hostile ones before schema validation runs (see hostileInput.ts).
 * A body that cannot belong to its route is refused before it is parsed: each route with a body
 * schema gets a body limit from the largest body the schema allows (413 beyond, without reading
 * it), and text nested deeper, or with a list longer or an object wider, than the schema allows is
 * refused in one pass over its characters: parsing 2 MB of empty objects blocked every other
 * request for 150 ms, validating them with every error for seconds.
 * An empty body is no body, so DELETE and POST without a payload stay possible.
 */
export function installJsonBodyParser(app: FastifyInstance, appBodyLimit: number): void {
  app.addHook("onRoute", (route) => {
    const body = route.schema?.body;
    if (body === undefined) return;
    const shape = bodyShapeOf(body);
    route.config = { ...(route.config ?? {}), bodyShape: shape };
    route.bodyLimit ??= routeBodyLimit(shape, appBodyLimit);
  });

  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === "") return done(null, undefined);
    const shape = shapeOf(request);
    const { levels } = shape;
    const tooBig = scanJsonShape(text, shape);
    if (tooBig?.kind === "depth") {
      const tooDeep =
        levels >= MAX_JSON_DEPTH ? httpError("body_too_deep", "anyRoute", MAX_JSON_DEPTH) : httpError("body_too_deep", "thisRoute", levels);
      return done(tooDeep, undefined);
    }
    if (tooBig) return done(httpError("body_too_wide", tooBig.kind, tooBig.limit), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return done(httpError("invalid_json", "parse", (error as Error).message), undefined);
    }
    const hostile = refuseHostileValue(value, { maxDepth: levels });
    if (hostile) return done(httpError("hostile_input", "refused", hostile), undefined);
    recordBodySize(value, text.length);
    done(null, value);
  });
}
