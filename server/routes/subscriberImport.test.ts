import { describe, expect, it } from "vitest";
import { readImportRows } from "./subscriberImport";

describe("reading a CSV of subscribers (issue 34: names kept)", () => {
  it("reads each row's address and names from the columns its header names", () => {
    const read = readImportRows(
      'E-mail,first_name,Surname,phone\r\nANN@example.com, Ann ,"<b>Lee</b>",555\r\nbo@example.com,,,\r\nANN@example.com,Again,,\r\n',
    );
    expect(read.rows).toBe(3);
    expect(read.subscribers).toEqual([
      { email: "ann@example.com", firstName: "Ann", lastName: "Lee" },
      { email: "bo@example.com", firstName: "", lastName: "" },
    ]);
    expect(read.errors).toEqual([{ row: 4, message: "ann@example.com is already in a row above." }]);
    expect(read.columns).toEqual({
      used: [
        { column: 1, header: "E-mail", use: "email" },
        { column: 2, header: "first_name", use: "firstName" },
        { column: 3, header: "Surname", use: "lastName" },
      ],
      ignored: [{ column: 4, header: "phone" }],
    });
  });

  it("splits a full name, and reads a file without a header for its addresses alone", () => {
    expect(readImportRows('Name,Email\n"Lovelace, Ada",ada@example.com\n').subscribers).toEqual([
      { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" },
    ]);
    const bare = readImportRows("cy@example.com,Cy\n");
    expect(bare.subscribers).toEqual([{ email: "cy@example.com", firstName: "", lastName: "" }]);
    expect(bare.columns).toEqual({ used: [{ column: 1, header: "", use: "email" }], ignored: [{ column: 2, header: "" }] });
  });

  it("says no row holds an address when no column does", () => {
    const read = readImportRows("First name,Last name\nAnn,Lee\n");
    expect(read.subscribers).toEqual([]);
    expect(read.errors).toEqual([{ row: 2, message: "No address in this row." }]);
  });
});
