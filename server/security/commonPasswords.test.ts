import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_LIST } from "./commonPasswordList";
import { isCommonPassword } from "./commonPasswords";

describe("isCommonPassword", () => {
  it("ships the 10,000 most common passwords, most common first", () => {
    const list = COMMON_PASSWORD_LIST.split("\n");
    expect(list).toHaveLength(10_000);
    expect(list.slice(0, 4)).toEqual(["123456", "password", "12345678", "qwerty"]);
  });

  it.each(["password", "Password", "PASSWORD", "12345678", "iloveyou", "football", "baseball1"])("refuses %s", (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(["correct horse battery", "Lantern-Coast-2026!", "x".repeat(64)])("accepts %s", (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
