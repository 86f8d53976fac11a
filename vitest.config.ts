import { defineConfig } from "vitest/config";

/** Unit and property tests, beside the code (`*.test.ts(x)`) and in tests/ (but not tests/e2e, which is Playwright's). */
export default defineConfig({
  test: {
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "dist/**", "tests/e2e/**"],
    environment: "node",
    globalSetup: ["./tests/setup/buildSchemas.ts"],
    restoreMocks: true,
  },
});
