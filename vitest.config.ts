import { defineConfig } from "vitest/config";

/** Unit and property tests, beside the code (`*.test.ts(x)`) and in tests/ (but not tests/e2e, which is Playwright's). */
export default defineConfig({
  test: {
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "dist/**", "tests/e2e/**"],
    environment: "node",
    globalSetup: ["./tests/setup/buildSchemas.ts"],
    setupFiles: ["./tests/setup/testingLibrary.ts", "./tests/setup/richContent.ts"],
    // Above the 5 s that findBy and waitFor may wait (tests/setup/testingLibrary.ts), so their message is the one reported.
    testTimeout: 15_000,
    restoreMocks: true,
  },
});
