import type { FastifyInstance } from "fastify";

/** The largest form body taken: a one-click unsubscribe is a few dozen bytes. */
const FORM_BODY_LIMIT = 4096;

/** The fields of a multipart/form-data body (RFC 7578), text values only; empty when it names no boundary. */
export function readMultipartFields(body: string, contentType: string): Record<string, string> {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  const fields: Record<string, string> = {};
  if (!boundary) return fields;
  for (const part of body.split(`--${boundary}`).slice(1)) {
    // The closing delimiter: what follows it is an epilogue.
    if (part.startsWith("--")) break;
    const headersEnd = /\r?\n\r?\n/.exec(part);
    if (!headersEnd) continue;
    const headers = part.slice(0, headersEnd.index);
    const name = /content-disposition:\s*form-data\s*;[^\r\n]*?\bname="([^"]*)"/i.exec(headers)?.[1];
    // The line break before the next delimiter belongs to the delimiter.
    if (name !== undefined) fields[name] = part.slice(headersEnd.index + headersEnd[0].length).replace(/\r?\n$/, "");
  }
  return fields;
}

/**
 * Reads HTML-form bodies, as mail clients send RFC 8058's one-click unsubscribe: URL-encoded, or
 * multipart/form-data (which RFC 8058 prefers). Only within the plugin that installs it: the API
 * takes JSON alone. Field values are strings; a field named twice keeps its last value. A form that
 * takes more than a few dozen bytes (a Contact form's message) names its own `bodyLimit`.
 */
export function installFormBodyParsers(app: FastifyInstance, bodyLimit = FORM_BODY_LIMIT): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit }, (request, body, done) =>
    done(null, readMultipartFields(String(body), request.headers["content-type"] ?? "")),
  );
}
