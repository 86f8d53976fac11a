import { finished, PassThrough, type Readable } from "node:stream";
import { errorMessage } from "../../schema/errors";

/** The client went away before the whole file arrived. */
export class UploadInterruptedError extends Error {
  constructor() {
    super(errorMessage("bad_request", "uploadInterrupted"));
    this.name = "UploadInterruptedError";
  }
}

export interface UploadBody {
  /** Up to the first `sniffBytes` bytes, for checking the file's type. */
  readonly head: Buffer;
  /** The whole body, head included. */
  readonly stream: Readable;
}

function nextReadable(stream: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: unknown) => {
      stream.off("readable", settle).off("end", settle).off("close", settle).off("error", settle);
      if (error instanceof Error) reject(error);
      else resolve();
    };
    stream.on("readable", settle).on("end", settle).on("close", settle).on("error", settle);
  });
}

/**
 * Reads the first `sniffBytes` of a request body (fewer if it ends first) and hands back the whole
 * body as a stream of its own. Storage destroys the stream it is given when it refuses a file (too
 * large); destroying the request itself would reset the connection and the client would never see
 * the 413, so storage gets this stream, and the request stays open for the answer.
 */
export async function readUploadBody(body: Readable, sniffBytes: number): Promise<UploadBody> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < sniffBytes && !body.readableEnded && !body.destroyed) {
    const chunk = body.read() as Buffer | null;
    if (chunk === null) {
      await nextReadable(body);
      continue;
    }
    chunks.push(chunk);
    length += chunk.length;
  }
  if (body.errored) throw body.errored;
  if (body.destroyed && !body.readableEnded) throw new UploadInterruptedError();
  const read = Buffer.concat(chunks);
  const stream = new PassThrough();
  if (read.length > 0) stream.write(read);
  finished(body, (error) => {
    if (error) stream.destroy(new UploadInterruptedError());
  });
  // pipe() also ends `stream` when `body` has already ended.
  body.pipe(stream);
  return { head: read.subarray(0, sniffBytes), stream };
}
