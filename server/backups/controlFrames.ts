import { once } from "node:events";
import type { Socket } from "node:net";
import { Writable } from "node:stream";

/**
 * Bytes over the control channel (`backline export` asking the running server for a zip): after
 * the JSON line `{"ok":true,"framed":true}`, frames of a 4-byte big-endian length and that many
 * bytes; a frame of length 0 ends them, and a last JSON line says how it ended. A server that stops
 * half-way leaves no final line, so the command can tell a cut-off zip from a whole one.
 */
export const FRAMED_HEADER = { ok: true, framed: true } as const;
/** Frames larger than this are split: neither side holds more than this of the zip at once. */
const MAX_FRAME_BYTES = 1024 * 1024;

const lengthOf = (length: number) => {
  const header = Buffer.alloc(4);
  header.writeUInt32BE(length);
  return header;
};

/** A stream whose bytes go to `socket` as frames, waiting for the socket to drain (the command reads as slowly as its output is written). */
export function framedWriter(socket: Socket): Writable {
  const writer = new Writable({
    write(chunk: Buffer, _encoding, done) {
      void (async () => {
        for (let at = 0; at < chunk.length; at += MAX_FRAME_BYTES) {
          const part = chunk.subarray(at, at + MAX_FRAME_BYTES);
          if (!socket.write(Buffer.concat([lengthOf(part.length), part]))) await once(socket, "drain");
        }
      })().then(() => done(), done);
    },
  });
  // The command went away (its output closed): the zip's writer fails rather than waiting forever.
  socket.once("close", () => writer.destroy(new Error("the command stopped reading")));
  return writer;
}

/** The end of the frames and how it went, as the last line. */
export function framesEnd(answer: object): Buffer {
  return Buffer.concat([lengthOf(0), Buffer.from(`${JSON.stringify(answer)}\n`)]);
}

/**
 * Reads frames from the bytes that follow the header line: each frame's bytes to `out` (pausing
 * `socket` while `out` is full), then the final line's JSON once the socket ends.
 */
export function readFrames(socket: Socket, first: Buffer, out: Writable): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let pending = first;
    let ended = false;
    const take = () => {
      while (!ended && pending.length >= 4) {
        const length = pending.readUInt32BE(0);
        if (length === 0) {
          ended = true;
          pending = pending.subarray(4);
          break;
        }
        if (pending.length < 4 + length) return;
        if (!out.write(pending.subarray(4, 4 + length))) {
          socket.pause();
          out.once("drain", () => socket.resume());
        }
        pending = pending.subarray(4 + length);
      }
    };
    socket.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      take();
    });
    socket.on("end", () => {
      if (!ended) return reject(new Error("the server stopped before the end of the zip"));
      try {
        resolve(JSON.parse(pending.toString("utf8")));
      } catch {
        reject(new Error("the server's control channel gave no answer"));
      }
    });
    socket.on("error", reject);
    take();
  });
}
