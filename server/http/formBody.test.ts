import { describe, expect, it } from "vitest";
import { readMultipartFields } from "./formBody";

describe("multipart/form-data fields", () => {
  it("reads each text field by name, with CRLF or bare LF line breaks, until the closing delimiter", () => {
    const body = [
      "--b1",
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      "",
      "One-Click",
      "--b1",
      'Content-Disposition: form-data; name="other"',
      "Content-Type: text/plain",
      "",
      "two\r\nlines",
      "--b1--",
      'Content-Disposition: form-data; name="epilogue"',
      "",
      "ignored",
    ].join("\r\n");
    expect(readMultipartFields(body, "multipart/form-data; boundary=b1")).toEqual({
      "List-Unsubscribe": "One-Click",
      other: "two\r\nlines",
    });
    const bare = 'a preamble\n--x\nContent-Disposition: form-data; name="a"\n\n1\n--x--\n';
    expect(readMultipartFields(bare, 'multipart/form-data; boundary="x"')).toEqual({ a: "1" });
  });

  it("reads nothing without a boundary, or from parts without a name", () => {
    expect(readMultipartFields("--b\r\n\r\nvalue\r\n--b--", "multipart/form-data")).toEqual({});
    expect(readMultipartFields("--b\r\nContent-Type: text/plain\r\n\r\nvalue\r\n--b--", "multipart/form-data; boundary=b")).toEqual({});
  });
});
