/** Where a `backline` server command writes (server/cli.ts), so its tests read what it printed. */
export interface CliOutput {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}
