import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkFfmpeg, ffmpegPath, REQUIRED_ENCODERS, REQUIRED_FILTERS } from "./ffmpeg";

/** A stand-in FFmpeg that lists only some encoders: a system build without libvorbis or LAME. */
function partialFfmpeg(encoders: readonly string[]): string {
  const folder = mkdtempSync(join(tmpdir(), "backline-ffmpeg-"));
  const path = join(folder, "ffmpeg");
  const lines = encoders.map((name) => ` A..... ${name}               ${name}`).join("\\n");
  const filters = Object.keys(REQUIRED_FILTERS)
    .map((name) => ` ... ${name}         A->A       ${name}`)
    .join("\\n");
  writeFileSync(
    path,
    `#!/bin/sh
case "$2" in
  -version) echo "ffmpeg version 9.9-test";;
  -encoders) printf "Encoders:\\n ------\\n${lines}\\n";;
  -filters) printf "Filters:\\n${filters}\\n";;
esac
`,
  );
  chmodSync(path, 0o755);
  return path;
}

describe("FFmpeg for the audio pipeline (issue 32)", () => {
  it("is the npm-installed binary by default, which runs and has every encoder and filter needed", async () => {
    const check = await checkFfmpeg(ffmpegPath(undefined));
    expect(check).toMatchObject({ ok: true });
    expect(check.ok && check.version).toBeTruthy();
  });

  it("is FFMPEG_PATH when set, and a build without some encoders is named, with what each is for", async () => {
    const path = partialFfmpeg(Object.keys(REQUIRED_ENCODERS).filter((name) => name !== "libvorbis" && name !== "libmp3lame"));
    expect(ffmpegPath(path)).toBe(path);
    const check = await checkFfmpeg(path);
    expect(check).toEqual({
      ok: false,
      path,
      problem: `FFmpeg at ${path} lacks the libmp3lame encoder (MP3 320 and MP3 V0 downloads), the libvorbis encoder (Ogg Vorbis downloads).`,
    });
    expect(await checkFfmpeg(partialFfmpeg(Object.keys(REQUIRED_ENCODERS)))).toMatchObject({ ok: true, version: "9.9-test" });
  });

  it("says plainly when the FFmpeg named does not run", async () => {
    const check = await checkFfmpeg("/no/such/ffmpeg");
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problem).toMatch(/^FFmpeg at \/no\/such\/ffmpeg does not run \(/);
  });
});
