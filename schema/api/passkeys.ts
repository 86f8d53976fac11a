import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

const base64url = { type: "string", maxLength: 4096, pattern: "^[A-Za-z0-9_-]*$" } as const;

/**
 * What a browser answers a passkey ceremony with (WebAuthn's `PublicKeyCredential.toJSON()`, as
 * @simplewebauthn/browser gives it): the fields of a new passkey and of a sign-in, each checked by
 * the server's verification, not here, beyond their shape and size.
 */
export const passkeyCredentialSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "rawId", "type", "response"],
  properties: {
    id: base64url,
    rawId: base64url,
    type: { type: "string", const: "public-key" },
    authenticatorAttachment: { type: "string", maxLength: 40 },
    clientExtensionResults: { type: "object", maxProperties: 20 },
    response: {
      type: "object",
      additionalProperties: false,
      required: ["clientDataJSON"],
      properties: {
        clientDataJSON: base64url,
        attestationObject: base64url,
        authenticatorData: base64url,
        signature: base64url,
        userHandle: base64url,
        publicKey: base64url,
        // A COSE algorithm (-7 is ES256, -257 RS256): small integers either side of 0.
        publicKeyAlgorithm: { type: "integer", minimum: -65536, maximum: 65535 },
        transports: { type: "array", maxItems: 10, items: { type: "string", maxLength: 40 } },
      },
    },
  },
} as const;
export type PasskeyCredential = FromSchema<typeof passkeyCredentialSchema>;

/** The options a browser's `navigator.credentials` call takes (WebAuthn's JSON form), as the server made them. */
export const passkeyOptionsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["options"],
  properties: { options: { type: "object", additionalProperties: true } },
} as const;

/** One of an editor's passkeys, as Your account lists it. */
export const passkeySchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "name", "createdAt", "lastUsedAt"],
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    createdAt: { type: "string", format: "date-time" },
    lastUsedAt: { type: ["string", "null"], format: "date-time" },
  },
} as const;
export type Passkey = FromSchema<typeof passkeySchema>;

export const passkeyListSchema = {
  type: "object",
  additionalProperties: false,
  required: ["passkeys"],
  properties: { passkeys: { type: "array", items: passkeySchema } },
} as const;
export type PasskeyList = FromSchema<typeof passkeyListSchema>;

/** A new passkey: the browser's answer and the name the editor gave it ("Laptop", "Phone"). */
export const newPasskeyBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "credential"],
  properties: {
    name: { type: "string", minLength: 1, maxLength: 60 },
    credential: passkeyCredentialSchema,
  },
} as const;

/** The second step of a sign-in answered with a passkey instead of a code: the password's challenge, and the passkey's answer. */
export const passkeySecondStepBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["challenge", "credential"],
  properties: {
    challenge: { type: "string", maxLength: 200 },
    credential: passkeyCredentialSchema,
    rememberDevice: { type: "boolean" },
  },
} as const;

/** The password's challenge, for the options of a passkey second step. */
export const passkeySecondStepOptionsBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["challenge"],
  properties: { challenge: { type: "string", maxLength: 200 } },
} as const;

/** A sign-in with a passkey alone: the browser's answer names the passkey, which names the editor. */
export const passkeySignInBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["credential"],
  properties: { credential: passkeyCredentialSchema },
} as const;

/** DELETE /account/passkeys/:passkeyId */
export const passkeyParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "passkeyId"],
  properties: { profileId: idSchema, passkeyId: idSchema },
} as const;
