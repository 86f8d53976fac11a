import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from "node:crypto";

/** A value the tiny CBOR writer below takes: what WebAuthn's attestation object and COSE key hold. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(length, 1);
  return head;
}

/** Just enough CBOR (RFC 8949) for an authenticator: small integers, text, bytes and maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), Buffer.from(value)]);
  return Buffer.concat([cborHead(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString("base64url");

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

/** How one answer is made: the counter sent, whether the user was verified, and the address the browser reports. */
export interface SoftAnswer {
  readonly counter?: number;
  readonly userVerified?: boolean;
  readonly origin?: string;
  readonly rpId?: string;
}

/**
 * A software passkey for tests: an ES256 key made with node:crypto, answering WebAuthn's ceremonies
 * the way a browser and a platform authenticator do (attestation 'none', clientDataJSON, the
 * authenticator data with its counter), so the server's real verification is what the tests run.
 * Each sign-in moves its counter forward unless told the counter to send.
 */
export function softAuthenticator({ origin, rpId }: { origin: string; rpId: string }) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = "";

  const authenticatorData = (answer: SoftAnswer, flags: number, attested: Buffer = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(answer.counter ?? counter);
    const verified = answer.userVerified === false ? 0 : USER_VERIFIED;
    return Buffer.concat([sha256(answer.rpId ?? rpId), Buffer.from([flags | USER_PRESENT | verified]), count, attested]);
  };
  const clientData = (type: string, challenge: string, answer: SoftAnswer) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: answer.origin ?? origin, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    /** Makes the passkey from the server's registration options (`navigator.credentials.create`). */
    register(options: { challenge: string; user: { id: string } }, answer: SoftAnswer = {}) {
      userHandle = options.user.id;
      const attested = Buffer.concat([Buffer.alloc(16), Buffer.from([0, credentialId.length]), credentialId, cbor(coseKeyOf(publicKey))]);
      const authData = authenticatorData(answer, ATTESTED_CREDENTIAL, attested);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key" as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge, answer)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
      };
    },
    /** Signs a sign-in's challenge (`navigator.credentials.get`); the counter moves forward first. */
    signIn(options: { challenge: string }, answer: SoftAnswer = {}) {
      counter += 1;
      const authData = authenticatorData(answer, 0);
      const clientDataJSON = clientData("webauthn.get", options.challenge, answer);
      const signer = createSign("SHA256");
      signer.update(Buffer.concat([authData, sha256(clientDataJSON)]));
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key" as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signer.sign(privateKey)),
          userHandle,
        },
      };
    },
  };
}

/** The public key as COSE (RFC 9053): EC2, ES256, P-256, and its coordinates. */
function coseKeyOf(publicKey: KeyObject): Map<number, Cbor> {
  const jwk = publicKey.export({ format: "jwk" });
  return new Map<number, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? "", "base64url")],
    [-3, Buffer.from(jwk.y ?? "", "base64url")],
  ]);
}
