import { describe, expect, it } from "vitest";
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from "./recoveryCodes";
import { openSecret, sealSecret } from "./secretSeal";
import { newTotpSecret, totpCodeAt, totpStepOf } from "./totp";

describe("authenticator secrets and codes", () => {
  it("seals a secret so that only the same server secret opens it, and an altered seal opens to nothing", () => {
    const sealed = sealSecret("server secret", "JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(sealSecret("server secret", "JBSWY3DPEHPK3PXP")).not.toBe(sealed);
    expect(openSecret("server secret", sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(openSecret("another secret", sealed)).toBeNull();
    const body = sealed.split(".");
    body[3] = `${(body[3] as string).slice(0, -2)}AA`;
    expect(openSecret("server secret", body.join("."))).toBeNull();
  });

  it("matches RFC 6238's SHA-1 test vector and takes a code one step either side of now, naming its step", () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890", at 59 s, is 94287082 (8 digits): its last six.
    const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(totpCodeAt(rfcSecret, 59_000)).toBe("287082");
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(totpStepOf(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(totpStepOf(secret, totpCodeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStepOf(secret, totpCodeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStepOf(secret, totpCodeAt(secret, now - 90_000), now)).toBeNull();
    expect(totpStepOf(secret, "12345", now)).toBeNull();
  });

  it("makes ten different recovery codes, reads them back however typed, and hashes them per editor", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    const [code] = codes as [string];
    expect(normalizeRecoveryCode(` ${code.toUpperCase().replace("-", "")} `)).toBe(code);
    expect(normalizeRecoveryCode("not a code")).toBeNull();
    expect(hashRecoveryCode("editor-a", code)).not.toBe(hashRecoveryCode("editor-b", code));
  });
});
