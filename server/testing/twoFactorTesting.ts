import { expect } from "vitest";
import { totpCodeAt } from "../twoFactor/totp";
import type { TestServer } from "./testServer";

/** One step of the authenticator's clock: move a manual clock this far for the next code. */
export const STEP_MS = 30_000;

/** Turns on two-step sign-in for an editor through the studio's routes, as the Your account screen does. */
export async function enrolTwoFactor(
  server: TestServer,
  { profileId, headers }: { profileId: string; headers: Record<string, string> },
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const base = `/api/profiles/${profileId}/account/two-factor`;
  const setup = await server.app.inject({ method: "POST", url: `${base}/setup`, headers });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await server.app.inject({
    method: "POST",
    url: `${base}/confirm`,
    headers,
    payload: { code: totpCodeAt(secret, server.context.clock.now()) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}
