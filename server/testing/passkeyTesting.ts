import { expect } from "vitest";
import { softAuthenticator } from "./softAuthenticator";
import type { TestServer } from "./testServer";

export type SoftPasskey = ReturnType<typeof softAuthenticator>;

/** The address the server's ceremonies name for the test artist, read from its own options. */
export async function relyingPartyInTests(server: TestServer, headers: Record<string, string>) {
  const options = await server.app.inject({ method: "POST", url: `/api/profiles/${server.profile.id}/account/passkeys/options`, headers });
  expect(options.statusCode, options.body).toBe(200);
  const { rp } = (options.json() as { options: { rp: { id: string } } }).options;
  return { rpId: rp.id, origin: `http://${rp.id}` };
}

/** Adds a software passkey to an editor through the studio's routes, as Your account does. */
export async function addSoftPasskey(
  server: TestServer,
  { headers, name = "Laptop" }: { headers: Record<string, string>; name?: string },
): Promise<{ passkey: SoftPasskey; id: string }> {
  const base = `/api/profiles/${server.profile.id}/account/passkeys`;
  const options = await server.app.inject({ method: "POST", url: `${base}/options`, headers });
  expect(options.statusCode, options.body).toBe(200);
  const made = (options.json() as { options: { challenge: string; rp: { id: string }; user: { id: string } } }).options;
  const passkey = softAuthenticator({ rpId: made.rp.id, origin: `http://${made.rp.id}` });
  const added = await server.app.inject({ method: "POST", url: base, headers, payload: { name, credential: passkey.register(made) } });
  expect(added.statusCode, added.body).toBe(200);
  return { passkey, id: (added.json() as { id: string }).id };
}
