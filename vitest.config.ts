import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const exclude = ["node_modules/**", "dist/**", "tests/e2e/**"];

/**
 * Tests that measure time (a bystander's wait beside a hostile request, answers as slow for a known
 * address as for a new one, mail within seconds): run last and one at a time, alone on the machine,
 * so another file's work is not what they measure.
 */
const TIMED = [
  "server/http/bystanderWait.test.ts",
  "server/http/hostileBodies.test.ts",
  "server/http/hostileInput.test.ts",
  "server/routes/answerTimings.test.ts",
  "server/mail/mailQueue.data.test.ts",
  "server/jobs/jobQueue.data.test.ts",
];

/** Property tests: a fixed number of generated cases each, which take longer than 15 s on a loaded machine. */
const PROPERTIES = ["tests/properties/**"];

/**
 * Unit and property tests, beside the code (`*.test.ts(x)`) and in tests/ (but not tests/e2e, which is Playwright's).
 * Projects, for speed on CI's two cores: plain `.ts` tests share their workers' module graph
 * (`isolate: false`: they hold no state between files, and loading the modules once per worker
 * instead of once per file is most of their time), while component tests (`.tsx`), whose React
 * trees, lazy screens and DOM do, keep a fresh one per file; timed tests run after both, alone.
 */
export default defineConfig({
  test: {
    environment: "node",
    globalSetup: ["./tests/setup/buildSchemas.ts"],
    setupFiles: ["./tests/setup/testingLibrary.ts", "./tests/setup/richContent.ts"],
    // Above the 10 s that findBy and waitFor may wait (tests/setup/testingLibrary.ts), so their message is the one reported.
    testTimeout: 20_000,
    restoreMocks: true,
    // Every core: vitest's default leaves one to the main process, which here has little to do.
    maxWorkers: Math.max(availableParallelism(), 1),
    projects: [
      {
        extends: true,
        test: { name: "modules", include: ["**/*.test.ts"], exclude: [...exclude, ...TIMED, ...PROPERTIES], isolate: false },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: ["**/*.test.tsx"],
          exclude: [...exclude, ...PROPERTIES],
          // Still a fresh module graph and jsdom per file, but each in a new VM context of a worker
          // thread that stays, instead of a new process: loading jsdom itself (about 1.5 s a file)
          // then happens once per worker, and the project runs in about a third of the time.
          // `isolate: false` was slower and let a file's URL and React roots leak into the next.
          pool: "vmThreads",
        },
      },
      {
        extends: true,
        test: { name: "properties", include: PROPERTIES.map((glob) => `${glob}/*.test.{ts,tsx}`), exclude, testTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: "timed", include: TIMED, exclude, isolate: false, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
