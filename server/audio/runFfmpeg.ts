import { spawn } from "node:child_process";

/** What FFmpeg printed, when it exits 0; else an error carrying its last lines, which say why. */
export function runFfmpeg(
  path: string,
  args: readonly string[],
  { timeoutMs = 10 * 60_000 } = {},
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, ["-hide_banner", "-nostdin", ...args], { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    // Only the tail is kept: FFmpeg's progress lines would grow without end on a long file.
    child.stderr.on("data", (chunk: Buffer) => {
      err = (err + chunk.toString("utf8")).slice(-64 * 1024);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr: err });
      else {
        const reason = err.trim().split("\n").slice(-3).join(" ").trim() || `exit ${code ?? signal}`;
        reject(new Error(`FFmpeg failed: ${reason}`));
      }
    });
  });
}
