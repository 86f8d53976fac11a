import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../context";
import { countAction, type RateCounter } from "../data/rateCounters";
import { type HttpError, httpError } from "./httpError";

interface Window {
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * How often each thing fans and editors post may happen, per account (or per email address the
 * request names) and per client address, at each artist. Generous for a person, a wall for a script.
 */
export const RATE_RULES = {
  comment: { account: { limit: 10, windowSeconds: 60 }, address: { limit: 30, windowSeconds: 60 } },
  mark: { account: { limit: 120, windowSeconds: 60 }, address: { limit: 300, windowSeconds: 60 } },
  vote: { account: { limit: 60, windowSeconds: 60 }, address: { limit: 200, windowSeconds: 60 } },
  listJoin: { account: { limit: 5, windowSeconds: 3600 }, address: { limit: 10, windowSeconds: 600 } },
  registration: { account: { limit: 5, windowSeconds: 3600 }, address: { limit: 10, windowSeconds: 3600 } },
  upload: { account: { limit: 120, windowSeconds: 3600 }, address: { limit: 240, windowSeconds: 3600 } },
  // A gift's link opened or claimed: a person opens one a few times; guessing tokens is a wall.
  giftLink: { account: { limit: 30, windowSeconds: 600 }, address: { limit: 60, windowSeconds: 600 } },
  // A checkout (issue 30): each one is an order, and may send mail; a person checks out a few times.
  checkout: { account: { limit: 20, windowSeconds: 600 }, address: { limit: 60, windowSeconds: 600 } },
  // 'Resend gift email', by the buyer or the artist's editor (issue 30): an email to someone else.
  giftResend: { account: { limit: 10, windowSeconds: 3600 }, address: { limit: 30, windowSeconds: 3600 } },
  // A test of an email, per editor (issue 30): a person tests a few times an hour.
  testSend: { account: { limit: 20, windowSeconds: 3600 }, address: { limit: 60, windowSeconds: 3600 } },
  // A list join's confirmation link opened, or a fan's address confirmation's: the same.
  confirmLink: { account: { limit: 30, windowSeconds: 600 }, address: { limit: 60, windowSeconds: 600 } },
  // A fan asking for a new link that confirms their address (issue 30): it is an email to them.
  confirmEmailRequest: { account: { limit: 5, windowSeconds: 3600 }, address: { limit: 20, windowSeconds: 3600 } },
  // 'Forgot password?' and 'Email me a sign-in link' (issue 35): each an email to the address named.
  passwordReset: { account: { limit: 5, windowSeconds: 3600 }, address: { limit: 20, windowSeconds: 3600 } },
  signInLink: { account: { limit: 5, windowSeconds: 3600 }, address: { limit: 20, windowSeconds: 3600 } },
  // A change of email address (issue 35): an email to the new address.
  emailChange: { account: { limit: 5, windowSeconds: 3600 }, address: { limit: 20, windowSeconds: 3600 } },
  // Deleting an account (issue 35): a password guessed here is also limited as a login is.
  accountDeletion: { account: { limit: 5, windowSeconds: 3600 }, address: { limit: 20, windowSeconds: 3600 } },
  // A copy of a fan's data: a zip built and an email sent each time; a person asks once or twice.
  dataExport: { account: { limit: 3, windowSeconds: 86400 }, address: { limit: 20, windowSeconds: 3600 } },
  // The link to a copy, opened: a download may be tried again a few times; guessing tokens is a wall.
  dataExportLink: { account: { limit: 20, windowSeconds: 600 }, address: { limit: 60, windowSeconds: 600 } },
  // A reset link opened or used: a person opens one a few times; guessing tokens is a wall.
  passwordResetLink: { account: { limit: 30, windowSeconds: 600 }, address: { limit: 60, windowSeconds: 600 } },
  // An owner's invitations into the studio (issue 35): a team is a few people, each mail goes to a stranger.
  teamInvitation: { account: { limit: 20, windowSeconds: 3600 }, address: { limit: 40, windowSeconds: 3600 } },
  // An invitation opened or accepted: as a reset link.
  invitationLink: { account: { limit: 30, windowSeconds: 600 }, address: { limit: 60, windowSeconds: 600 } },
  // A passkey's answer checked (issue 35, item 7), per credential: a person signs in a few times; a script's replays hit the wall.
  passkey: { account: { limit: 20, windowSeconds: 600 }, address: { limit: 60, windowSeconds: 600 } },
  // A download code tried (issue 36, item 6), each try counted, failed ones too: a fan with a stack
  // of cards redeems a few; against 50-bit codes (schema/rules/downloadCodes.ts) guessing is hopeless.
  codeRedeem: { account: { limit: 20, windowSeconds: 600 }, address: { limit: 60, windowSeconds: 600 } },
  // A discount code tried at checkout (issue 36, item 7): a fan types one or two; enumerating codes hits the wall.
  discountCheck: { account: { limit: 20, windowSeconds: 600 }, address: { limit: 40, windowSeconds: 600 } },
  // Shipping priced for a cart at checkout (issue 36, item 3): a fan tries a country or two, again as the cart changes.
  shippingQuote: { account: { limit: 60, windowSeconds: 600 }, address: { limit: 120, windowSeconds: 600 } },
  // A member's private feed given a new address (issue 37, item 5): a person resets it once in a while.
  memberFeedReset: { account: { limit: 10, windowSeconds: 3600 }, address: { limit: 30, windowSeconds: 3600 } },
  // A Contact form's message (issue 39, item 1), per address it names (the fan's copy goes there) and per client: a person writes once or twice.
  contactMessage: { account: { limit: 5, windowSeconds: 3600 }, address: { limit: 20, windowSeconds: 600 } },
} as const satisfies Record<string, { account: Window; address: Window }>;

export type RatedAction = keyof typeof RATE_RULES;

/** A refused action: 429 with Retry-After and the stable code `rate_limited` (logins say "Too many attempts"). */
export function tooOften(retryAfterSeconds: number, said: "tooOften" | "loginAttempts" = "tooOften"): HttpError {
  return httpError("rate_limited", said, retryAfterSeconds).withHeaders({ "retry-after": String(retryAfterSeconds) });
}

/**
 * Counts one `action` for the account (its id, or the email address a request names) and for the
 * client's address at this artist; refuses it with 429 when either is over its limit (each limit
 * times RATE_LIMIT_FACTOR, 1 unless an operator says otherwise). The client's counter is asked
 * first, and a client over its limit writes nothing more: counting each refused request under the
 * token or address it named grew the database by a row per guess (8,000 refused confirmation
 * links, 3 MB).
 */
export async function limitRate(
  request: FastifyRequest,
  { db, config }: Pick<ServerContext, "db" | "config">,
  action: RatedAction,
  { profileId, account }: { profileId: string; account: string },
): Promise<void> {
  const rule = RATE_RULES[action];
  const factor = config.rateLimitFactor ?? 1;
  const client: RateCounter = {
    key: `rate:${action}:address:${profileId}:${request.ip}`,
    ...rule.address,
    limit: rule.address.limit * factor,
  };
  const byClient = await countAction(db, [client]);
  if (!byClient.allowed) throw tooOften(byClient.retryAfterSeconds);
  const named: RateCounter = { key: `rate:${action}:account:${profileId}:${account}`, ...rule.account, limit: rule.account.limit * factor };
  const byAccount = await countAction(db, [named]);
  if (!byAccount.allowed) throw tooOften(byAccount.retryAfterSeconds);
}

/**
 * How often a client address may ask what no account asks: the TLS proxy's certificate question
 * (GET /api/tls/allowed). Caddy asks for every name a handshake names that it holds no certificate
 * for, so a flood of made-up names (SNI is the client's to choose) arrives here as asks from the
 * proxy's own address: past this many, the proxy hears 429 (a no), which costs certificates already
 * issued nothing, and a real new domain gets its certificate on a later handshake.
 */
export const ADDRESS_RATE_RULES = {
  tlsAsk: { limit: 600, windowSeconds: 60 },
} as const satisfies Record<string, Window>;

/** Counts one `action` for the client's address (times RATE_LIMIT_FACTOR); 429 `rate_limited` over its limit. */
export async function limitAddressRate(
  request: FastifyRequest,
  { db, config }: Pick<ServerContext, "db" | "config">,
  action: keyof typeof ADDRESS_RATE_RULES,
): Promise<void> {
  const rule = ADDRESS_RATE_RULES[action];
  const counter: RateCounter = { key: `rate:${action}:address:${request.ip}`, ...rule, limit: rule.limit * (config.rateLimitFactor ?? 1) };
  const decision = await countAction(db, [counter]);
  if (!decision.allowed) throw tooOften(decision.retryAfterSeconds);
}

/**
 * How many of an action an artist takes from everyone at once: a wall against a flood from many
 * addresses (a contact form's messages each send two emails), well above what fans write.
 */
export const ARTIST_RATE_RULES = {
  contactMessage: { limit: 200, windowSeconds: 3600 },
} as const satisfies Record<string, Window>;

/** Counts one `action` at the artist, from anyone (times RATE_LIMIT_FACTOR); 429 `rate_limited` over its limit. */
export async function limitArtistRate(
  { db, config }: Pick<ServerContext, "db" | "config">,
  action: keyof typeof ARTIST_RATE_RULES,
  profileId: string,
): Promise<void> {
  const rule = ARTIST_RATE_RULES[action];
  const counter: RateCounter = { key: `rate:${action}:artist:${profileId}`, ...rule, limit: rule.limit * (config.rateLimitFactor ?? 1) };
  const decision = await countAction(db, [counter]);
  if (!decision.allowed) throw tooOften(decision.retryAfterSeconds);
}
