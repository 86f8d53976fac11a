import { type Readable, Transform } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type ByteRange, parseByteRange } from "../http/byteRange";
import { httpError } from "../http/httpError";
import type { Storage } from "../storage/storage";

/**
 * Sent with every stored file. The policy only matters when a file is opened as a page (an SVG):
 * it then runs no script and loads nothing.
 */
const FILE_HEADERS = {
  "x-content-type-options": "nosniff",
  "accept-ranges": "bytes",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/**
 * The bytes `range` of `stream`, for a store that hands out whole files (disk; S3 reads the range
 * itself): the bytes before the range are skipped and the source closed after its end.
 */
function sliceStream(stream: Readable, { start, end }: ByteRange): Readable {
  let position = 0;
  const slice = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const from = Math.max(0, start - position);
      const to = Math.min(chunk.length, end + 1 - position);
      position += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (position > end) {
        this.push(null);
        stream.unpipe(slice);
        stream.destroy();
      }
      callback();
    },
  });
  stream.on("error", (error) => slice.destroy(error));
  return stream.pipe(slice);
}

/** Sends a file's bytes (or, for HEAD, only its headers); a route's schema's `binary` string describes them for OpenAPI. */
function sendBytes(reply: FastifyReply, bytes?: Readable): FastifyReply {
  return reply.send(bytes);
}

/**
 * Answers a request for the stored file `key` whoever allowed it (the media route's signed links,
 * a member feed's token): its bytes, or the byte range asked for (206; 416 past its end), or for
 * HEAD only its headers, with `caching` as its Cache-Control.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  caching: string,
): Promise<FastifyReply> {
  const file = await storage.get(key);
  if (!file) throw httpError("not_found", "file");
  const range = parseByteRange(request.headers.range, file.size);
  if (range === "unsatisfiable") {
    file.stream.destroy();
    throw httpError("range_not_satisfiable", "notInFile").withHeaders({ "content-range": `bytes */${file.size}` });
  }
  reply.headers(FILE_HEADERS).header("cache-control", caching).header("content-type", file.contentType);
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  if (range) reply.code(206).header("content-range", `bytes ${start}-${end}/${file.size}`);
  reply.header("content-length", String(Math.max(0, end - start + 1)));
  if (request.method === "HEAD") {
    file.stream.destroy();
    return sendBytes(reply);
  }
  if (!range) return sendBytes(reply, file.stream);
  if (!file.readRange) return sendBytes(reply, sliceStream(file.stream, range));
  // The whole file's stream was never read, so it opened nothing.
  file.stream.destroy();
  return sendBytes(reply, file.readRange(range));
}
