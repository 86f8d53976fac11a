import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../context";
import { type AttemptKey, claimAttempt, clearFailures, refundAttempt } from "../data/authFailures";
import { findTwoFactor, takeTotpStep } from "../data/editorTwoFactor";
import { spendRecoveryCode } from "../data/recoveryCodes";
import { type HttpError, httpError } from "../http/httpError";
import { tooOften } from "../http/rateLimits";
import { hashRecoveryCode, normalizeRecoveryCode } from "./recoveryCodes";
import { openSecret } from "./secretSeal";
import { totpStepOf } from "./totp";

/** Wrong codes an editor may type before waits begin (30 s, then doubling: server/data/authFailures.ts). */
export const CODE_ALLOWANCE = 5;
/** Wrong codes one client address may type at one artist, across editors. */
const ADDRESS_CODE_ALLOWANCE = 30;

export interface CodeCheck {
  readonly profileId: string;
  readonly editorId: string;
  readonly code: string;
  /** Whether a recovery code is taken as well as the app's code (never when confirming a new app). */
  readonly recovery: boolean;
  /** Confirming an authenticator being set up: its first code turns it on. */
  readonly confirm?: boolean;
}

/**
 * Checks a second factor and uses it up, or throws why not. Each try is counted before the code is
 * looked at, per editor and per client address, as passwords are (loginGuard.ts), so six digits
 * cannot be guessed: 5 wrong codes, then waits. A right code clears the editor's count. A code
 * from the app works once (its time step is recorded; the same or an earlier step is refused), and
 * so does a recovery code.
 */
export async function checkSecondFactor(
  request: FastifyRequest,
  { db, config, clock }: Pick<ServerContext, "db" | "config" | "clock">,
  check: CodeCheck,
): Promise<"app" | "recovery"> {
  const editorKey: AttemptKey = { key: `two-factor:editor:${check.profileId}:${check.editorId}`, allowance: CODE_ALLOWANCE };
  const addressKey: AttemptKey = { key: `two-factor:address:${check.profileId}:${request.ip}`, allowance: ADDRESS_CODE_ALLOWANCE };
  const claim = await claimAttempt(db, [editorKey, addressKey]);
  if (!claim.allowed) throw tooOften(claim.retryAfterSeconds, "loginAttempts");
  let refusal: HttpError | null;
  let kind: "app" | "recovery" = "app";
  try {
    const digits = check.code.replace(/\s/g, "");
    if (/^\d{6}$/.test(digits)) {
      refusal = await takeAppCode({ db, config, clock }, check, digits);
    } else {
      kind = "recovery";
      refusal = check.recovery ? await takeRecoveryCode(db, check, clock.now()) : httpError("two_factor_code_invalid", "wrong");
    }
  } catch (error) {
    await refundAttempt(db, [editorKey, addressKey]);
    throw error;
  }
  if (refusal) throw refusal;
  await clearFailures(db, [editorKey]);
  await refundAttempt(db, [addressKey]);
  return kind;
}

/** The app's code: null when it was right and is now used up, else why it was refused. */
async function takeAppCode(
  { db, config, clock }: Pick<ServerContext, "db" | "config" | "clock">,
  check: CodeCheck,
  digits: string,
): Promise<HttpError | null> {
  const stored = await findTwoFactor(db, check.profileId, check.editorId);
  const confirm = check.confirm === true;
  if (!stored) return httpError("two_factor_state", confirm ? "notStarted" : "off");
  if (stored.confirmed === confirm) return httpError("two_factor_state", confirm ? "alreadyOn" : "off");
  const secret = openSecret(config.uploadSecret, stored.sealedSecret);
  if (secret === null) return httpError("two_factor_state", "unreadable");
  const nowMs = clock.now();
  const step = totpStepOf(secret, digits, nowMs);
  if (step === null) return httpError("two_factor_code_invalid", "wrong");
  if (step <= stored.lastStep) return httpError("two_factor_code_invalid", "used");
  const taken = await takeTotpStep(db, { profileId: check.profileId, editorId: check.editorId, step, confirm, at: new Date(nowMs) });
  // Another request took this step (or a later one) between the read and now.
  return taken ? null : httpError("two_factor_code_invalid", "used");
}

async function takeRecoveryCode(db: ServerContext["db"], check: CodeCheck, nowMs: number): Promise<HttpError | null> {
  const code = normalizeRecoveryCode(check.code);
  if (code === null) return httpError("two_factor_code_invalid", "wrong");
  const used = await spendRecoveryCode(db, check.profileId, check.editorId, hashRecoveryCode(check.editorId, code), new Date(nowMs));
  return used ? null : httpError("two_factor_code_invalid", "recovery");
}
