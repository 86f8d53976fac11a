import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ImportColumnUse } from "../../schema/api/emailLists";
import { NAME_MAX_LENGTH } from "../../schema/rules/registration";
import { columnUse, importedName, readImportColumns, splitFullName } from "./importColumns";

/** Each header an import reads, as words, by what it names. */
const SPELLINGS: readonly [readonly string[], ImportColumnUse][] = [
  [["email"], "email"],
  [["e", "mail"], "email"],
  [["email", "address"], "email"],
  [["e", "mail", "address"], "email"],
  [["first", "name"], "firstName"],
  [["given", "name"], "firstName"],
  [["forename"], "firstName"],
  [["fname"], "firstName"],
  [["last", "name"], "lastName"],
  [["surname"], "lastName"],
  [["family", "name"], "lastName"],
  [["lname"], "lastName"],
  [["name"], "fullName"],
  [["full", "name"], "fullName"],
];

/** A word in any mix of upper and lower case. */
const anyCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter)).join(""));

/** Any spelling of a header: its words in any case, joined by nothing, spaces, underscores or hyphens, padded with spaces. */
const spelling = fc
  .constantFrom(...SPELLINGS)
  .chain(([words, use]) =>
    fc.tuple(
      fc.tuple(...words.map(anyCase)),
      fc.array(fc.constantFrom("", " ", "_", "-", "  ", " - "), { minLength: words.length, maxLength: words.length }),
      fc.constantFrom("", " ", "\t"),
      fc.constant(use),
    ),
  )
  .map(([words, separators, padding, use]) => ({
    header: `${padding}${words.map((word, index) => (index === 0 ? word : `${separators[index]}${word}`)).join("")}${padding}`,
    use,
  }));

describe("an import's headers (issue 34)", () => {
  it("are recognised in any case, spacing, underscores and hyphens", () => {
    fc.assert(fc.property(spelling, ({ header, use }) => columnUse(header) === use));
  });

  it("are recognised as mailing-list exports and spreadsheets write them", () => {
    expect(
      ["Email Address", "E-mail", "first_name", "First Name", "Given name", "LNAME", "last name", "Surname", "Name", "FullName"].map(
        columnUse,
      ),
    ).toEqual(["email", "email", "firstName", "firstName", "firstName", "lastName", "lastName", "lastName", "fullName", "fullName"]);
    expect(["phone", "city", "emails", "username", "nickname", "", "joined_at", "constructor"].map(columnUse)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("say which columns are used, for what, and which are ignored, by their header", () => {
    const columns = readImportColumns(["Phone", "Email Address", "First Name", "Last Name", "City", "Name", "email"], 7);
    expect(columns).toMatchObject({ hasHeader: true, email: 1, firstName: 2, lastName: 3, fullName: -1 });
    expect(columns.used).toEqual([
      { column: 2, header: "Email Address", use: "email" },
      { column: 3, header: "First Name", use: "firstName" },
      { column: 4, header: "Last Name", use: "lastName" },
    ]);
    // A full name beside a first or last name, and a second address column, are not read.
    expect(columns.ignored.map((column) => column.header)).toEqual(["Phone", "City", "Name", "email"]);
  });

  it("read a full name when no column gives a first or last name, and the addresses from the first other column when none is named", () => {
    const columns = readImportColumns(["name", "address", "notes"], 3);
    expect(columns).toMatchObject({ hasHeader: true, email: 1, firstName: -1, lastName: -1, fullName: 0 });
    expect(columns.used).toEqual([
      { column: 1, header: "name", use: "fullName" },
      { column: 2, header: "address", use: "email" },
    ]);
    expect(columns.ignored).toEqual([{ column: 3, header: "notes" }]);
  });

  it("are absent from a file whose first row names nothing: its first column holds the addresses, the others are numbered", () => {
    const columns = readImportColumns(["ann@example.com", "Ann"], 3);
    expect(columns).toMatchObject({ hasHeader: false, email: 0, firstName: -1, lastName: -1, fullName: -1 });
    expect(columns.used).toEqual([{ column: 1, header: "", use: "email" }]);
    expect(columns.ignored).toEqual([
      { column: 2, header: "" },
      { column: 3, header: "" },
    ]);
  });
});

describe("an imported name (issue 34)", () => {
  it("is plain text, trimmed, on one line and cut to a fan's name length, whatever it was", () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom("<", ">", " ", "\n", "\u0000", "\u202e", "\u00a0", "😀"),
            fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
          ),
          maxLength: 60,
        }),
        (raw) => {
          const name = importedName(raw);
          expect(name.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
          expect(name).toBe(name.trim());
          expect(name).not.toMatch(/[<>\p{Cc}]|\s\s/u);
          expect(importedName(name)).toBe(name);
        },
      ),
    );
  });

  it("loses tags and control characters, and is never cut inside a character", () => {
    expect(importedName("  <b>Ann</b>\u0000 \n Marie  ")).toBe("Ann Marie");
    expect(importedName("<script>alert(1)</script>")).toBe("alert(1)");
    expect(importedName("a > b < c")).toBe("a b c");
    expect(importedName("\u202eAnn")).toBe("Ann");
    expect(importedName(`${"x".repeat(24)}😀`)).toBe("x".repeat(24));
    expect(importedName("Bartholomew Christopherson-Smythe")).toBe("Bartholomew Christopherso");
  });

  it("splits a full name at its first space, or at a comma when written last name first", () => {
    expect(splitFullName("Ada Lovelace")).toEqual({ firstName: "Ada", lastName: "Lovelace" });
    expect(splitFullName(" Mary  Ann Evans ")).toEqual({ firstName: "Mary", lastName: "Ann Evans" });
    expect(splitFullName("Lovelace, Ada")).toEqual({ firstName: "Ada", lastName: "Lovelace" });
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
    expect(splitFullName("")).toEqual({ firstName: "", lastName: "" });
    expect(splitFullName("<i>Ada</i> <b>Byron</b>")).toEqual({ firstName: "Ada", lastName: "Byron" });
  });
});
