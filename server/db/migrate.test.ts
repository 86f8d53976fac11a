import { describe, expect, it } from "vitest";
import { splitStatements } from "./migrate";

describe("splitStatements", () => {
  it("splits at semicolons that end a line, dropping comment lines", () => {
    expect(splitStatements("-- a table\nCREATE TABLE a (x int);\nCREATE INDEX a_x ON a (x);\n")).toEqual([
      "CREATE TABLE a (x int)",
      "CREATE INDEX a_x ON a (x)",
    ]);
  });

  it("keeps a function body's semicolons inside its statement", () => {
    const sql = `CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1;
END $$;
CREATE TABLE b (y int);`;
    expect(splitStatements(sql)).toEqual([
      "CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$\nBEGIN\n  PERFORM 1;\nEND $$",
      "CREATE TABLE b (y int)",
    ]);
  });
});
