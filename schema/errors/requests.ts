/** How a request itself can fail, whatever it asks for: its body, its size, its host, its rate, and our own faults. */
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of requests alone. */
export const REQUEST_ERRORS = {
  validation_failed: {
    status: 400,
    messages: {
      /** The first problem the schema validator found, in the part of the request it is in. */
      field: (part: string, problem: string) => `In the ${part}: ${problem}`,
      part: (part: string) => `The ${part} is not valid.`,
    },
  },
  invalid_json: { status: 400, messages: { parse: (problem: string) => `The body is not valid JSON: ${problem}` } },
  body_too_deep: {
    status: 400,
    messages: {
      anyRoute: (maxDepth: number) => `The body is nested deeper than ${maxDepth} levels.`,
      thisRoute: (levels: number) => `The body is nested deeper than this request allows (${levels} ${levels === 1 ? "level" : "levels"}).`,
    },
  },
  body_too_wide: {
    status: 400,
    messages: {
      items: (limit: number) => `A list in the body holds more than ${limit} elements, more than this request allows.`,
      keys: (limit: number) => `An object in the body has more than ${limit} properties, more than this request allows.`,
    },
  },
  /** U+0000, unpaired surrogates, `__proto__`: server/http/hostileInput.ts says what and where. */
  hostile_input: { status: 400, messages: { refused: (problem: string) => problem } },
  /** Fastify's own 421s, if any, keep its words (bad_request.framework). */
  misdirected_request: { status: 421, messages: {} },
  bad_host: {
    status: 400,
    messages: {
      malformed: "The Host header is not a host name: a name or address, and a port, with nothing else.",
    },
  },
  unknown_host: {
    status: 421,
    messages: {
      notServed: (host: string) =>
        `This server does not serve the address "${host}". An operator sets PUBLIC_URL to the address it is reached at.`,
    },
  },
  // 429 and 5xx: not now.
  rate_limited: {
    status: 429,
    messages: {
      tooOften: (retryAfterSeconds: number) => `You are doing this too often. Try again in ${retryAfterSeconds} seconds.`,
      loginAttempts: (retryAfterSeconds: number) => `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    },
  },
  internal_error: { status: 500, messages: { ours: "Something went wrong on our side. Please try again." } },
  unavailable: { status: 503, messages: { database: "The service is unavailable for a moment. Please try again." } },
  busy: {
    status: 503,
    messages: {
      passwordChecks: "Too many logins are being checked at once. Please try again in a moment.",
      analyticsBusy: "Your numbers are catching up: the server is busy with other work. Please try again in a minute.",
    },
  },
} as const satisfies ErrorCodes;

/** The messages of requests under the codes every part of the API shares (index.ts gathers them). */
export const REQUEST_MESSAGES = {
  bad_request: {
    emptyJsonBody: "The body is empty; send a JSON object.",
    invalidJsonBody: "The body is not valid JSON.",
    /** Any other client error of Fastify's, in its words. */
    framework: (message: string) => message,
    /** The studio's numbers (issue 38) asked for a period that is not one. */
    analyticsPeriod: "Choose a period of real days, its start on or before its end, at most 366 days long.",
  },
  not_found: {
    route: (method: string, path: string) => `Nothing at ${method} ${path}.`,
  },
  body_too_large: {
    routeLimit: (limit: string) => `The body is larger than this request allows (${limit}).`,
    any: "The body is too large.",
  },
  unsupported_media_type: {
    contentType: "This content type is not accepted here.",
  },
} as const satisfies SharedMessages;
