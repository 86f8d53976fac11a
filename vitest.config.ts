import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const exclude = ["node_modules/**", "dist/**", "tests/e2e/**"];

/**
 * Unit and property tests, beside the code (`*.test.ts(x)`) and in tests/ (but not tests/e2e, which is Playwright's).
 * Two projects, for speed on CI's two cores: plain `.ts` tests share their workers' module graph
 * (`isolate: false`: they hold no state between files, and loading the modules once per worker
 * instead of once per file is most of their time), while component tests (`.tsx`), whose React
 * trees, lazy screens and DOM do, keep a fresh one per file.
 */
export default defineConfig({
  test: {
    environment: "node",
    globalSetup: ["./tests/setup/buildSchemas.ts"],
    setupFiles: ["./tests/setup/testingLibrary.ts", "./tests/setup/richContent.ts"],
    // Above the 5 s that findBy and waitFor may wait (tests/setup/testingLibrary.ts), so their message is the one reported.
    testTimeout: 15_000,
    restoreMocks: true,
    // Every core: vitest's default leaves one to the main process, which here has little to do.
    maxWorkers: Math.max(availableParallelism(), 1),
    projects: [
      { extends: true, test: { name: "modules", include: ["**/*.test.ts"], exclude, isolate: false } },
      { extends: true, test: { name: "components", include: ["**/*.test.tsx"], exclude } },
    ],
  },
});
