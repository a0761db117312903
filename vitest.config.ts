import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: [
      "contract/src/**/*.test.ts",
      "themes/src/**/*.test.ts",
      "portal-server/src/**/*.test.ts",
      "mock-server/src/**/*.test.ts",
      "tests/**/*.test.ts",
      "scripts/**/*.test.ts",
      "conformance/**/*.test.ts",
      // The web app's parts, in a simulated browser (each file says `@vitest-environment jsdom`).
      "web/src/**/*.test.tsx",
      // The web app's pure modules (tables, texts), in Node.
      "web/src/**/*.test.ts",
      // The web build's own plugins, in Node.
      "web/*.test.ts",
    ],
    // Testing Library's waiting time, for the jsdom files (harmless in Node ones).
    setupFiles: ["tests/setup/testing-library.ts"],
    reporters: ["default"],
  },
})
