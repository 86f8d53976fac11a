import { open } from "node:fs/promises";

/**
 * Adds one comment to an Ogg Vorbis file's comment header, copying `source` to `target`: how a
 * download gets its METADATA_BLOCK_PICTURE. FFmpeg 4.1 cannot write it: its Ogg muxer takes no
 * picture stream, its metadata files cut lines at a few hundred bytes, and an argument may not be
 * longer than 128 KiB on Linux, less than a cover in base64.
 *
 * The Vorbis headers are three packets: identification (alone on the first page), comment and setup
 * (on the pages after it), and audio starts on a fresh page (Vorbis I spec, section 4.2). The
 * comment and setup packets are laid out on new pages; the audio pages are copied with their
 * sequence numbers moved by the difference in header pages and their checksums recomputed.
 */
export async function copyOggWithComment(source: string, target: string, comment: string): Promise<void> {
  const input = await open(source, "r");
  const output = await open(target, "w");
  try {
    let position = 0;
    const readPage = async (): Promise<OggPage | undefined> => {
      const page = await readOggPage(input, position, source);
      if (page) position += page.length;
      return page;
    };

    const first = await readPage();
    if (!first || ((first.header[5] ?? 0) & 0x02) === 0) throw new Error(`${source} does not start an Ogg stream.`);
    await output.write(Buffer.concat([first.header, first.table, first.body]));
    const serial = first.header.readUInt32LE(14);

    // The comment and setup packets, from the pages after the first.
    const packets: Buffer[] = [];
    let pending: Buffer[] = [];
    let headerPages = 0;
    while (packets.length < 2) {
      const page = await readPage();
      if (!page || page.header.readUInt32LE(14) !== serial) throw new Error(`${source} ends before its Vorbis headers do.`);
      headerPages++;
      let at = 0;
      for (const lacing of page.table) {
        pending.push(page.body.subarray(at, at + lacing));
        at += lacing;
        if (lacing < 255) {
          packets.push(Buffer.concat(pending));
          pending = [];
        }
      }
      if (packets.length > 2 || (packets.length === 2 && pending.length > 0))
        throw new Error(`${source} has audio on a page of its headers.`);
    }
    const [commentPacket, setupPacket] = packets as [Buffer, Buffer];
    const newPages = paginate([withComment(commentPacket, comment, source), setupPacket], serial, 1);
    for (const page of newPages) await output.write(page);

    const shift = newPages.length - headerPages;
    for (let page = await readPage(); page; page = await readPage()) {
      page.header.writeUInt32LE(page.header.readUInt32LE(18) + shift, 18);
      page.header.writeUInt32LE(0, 22);
      page.header.writeUInt32LE(oggCrc([page.header, page.table, page.body]), 22);
      await output.write(Buffer.concat([page.header, page.table, page.body]));
    }
  } finally {
    await input.close();
    await output.close();
  }
}

interface OggPage {
  /** The 27 bytes before the segment table. */
  readonly header: Buffer;
  /** Lacing values: a packet ends at each one under 255. */
  readonly table: Buffer;
  readonly body: Buffer;
  readonly length: number;
}

async function readOggPage(file: Awaited<ReturnType<typeof open>>, position: number, name: string): Promise<OggPage | undefined> {
  const header = Buffer.alloc(27);
  const { bytesRead } = await file.read(header, 0, 27, position);
  if (bytesRead === 0) return undefined;
  if (bytesRead < 27 || header.toString("latin1", 0, 4) !== "OggS") throw new Error(`${name} has no Ogg page at byte ${position}.`);
  const table = Buffer.alloc(header[26] ?? 0);
  await file.read(table, 0, table.length, position + 27);
  const body = Buffer.alloc(table.reduce((sum, lacing) => sum + lacing, 0));
  const { bytesRead: bodyRead } = await file.read(body, 0, body.length, position + 27 + table.length);
  if (bodyRead < body.length) throw new Error(`${name} ends inside an Ogg page.`);
  return { header, table, body, length: 27 + table.length + body.length };
}

/** The Vorbis comment packet with `comment` ("KEY=value") added last, before the framing bit. */
function withComment(packet: Buffer, comment: string, name: string): Buffer {
  if (packet[0] !== 0x03 || packet.toString("latin1", 1, 7) !== "vorbis") throw new Error(`${name} has no Vorbis comment header.`);
  const vendorLength = packet.readUInt32LE(7);
  const countAt = 11 + vendorLength;
  let at = countAt + 4;
  const count = packet.readUInt32LE(countAt);
  for (let index = 0; index < count; index++) at += 4 + packet.readUInt32LE(at);
  const added = Buffer.from(comment, "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32LE(added.length);
  const head = Buffer.from(packet.subarray(0, at));
  head.writeUInt32LE(count + 1, countAt);
  // The framing bit (and anything after the comments) stays last.
  return Buffer.concat([head, length, added, packet.subarray(at)]);
}

/** Header packets on pages of at most 255 segments, numbered from `sequence`, with granule 0 (or -1 where no packet ends). */
function paginate(packets: readonly Buffer[], serial: number, sequence: number): Buffer[] {
  const segments: { data: Buffer; ends: boolean }[] = [];
  for (const packet of packets) {
    for (let at = 0; at <= packet.length; at += 255) {
      const data = packet.subarray(at, at + 255);
      segments.push({ data, ends: data.length < 255 });
      // A packet whose length is a multiple of 255 ends with an empty segment, which the loop makes.
    }
  }
  const pages: Buffer[] = [];
  let continued = false;
  for (let start = 0; start < segments.length; start += 255) {
    const onPage = segments.slice(start, start + 255);
    const header = Buffer.alloc(27);
    header.write("OggS", 0, "latin1");
    header[5] = continued ? 0x01 : 0x00;
    header.writeBigInt64LE(onPage.some((segment) => segment.ends) ? 0n : -1n, 6);
    header.writeUInt32LE(serial, 14);
    header.writeUInt32LE(sequence + pages.length, 18);
    header[26] = onPage.length;
    const table = Buffer.from(onPage.map((segment) => segment.data.length));
    const body = Buffer.concat(onPage.map((segment) => segment.data));
    header.writeUInt32LE(oggCrc([header, table, body]), 22);
    pages.push(Buffer.concat([header, table, body]));
    continued = !onPage.at(-1)?.ends;
  }
  return pages;
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let value = index << 24;
  for (let bit = 0; bit < 8; bit++) value = value & 0x80000000 ? (value << 1) ^ 0x04c11db7 : value << 1;
  return value >>> 0;
});

/** Ogg's CRC-32 of a page (its checksum field zeroed): polynomial 0x04c11db7, not reflected, starting at 0, unlike zlib's. Exported for its test. */
export function oggCrc(parts: readonly Buffer[]): number {
  let crc = 0;
  for (const part of parts) for (const byte of part) crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  return crc;
}
