import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: [
      "contract/src/**/*.test.ts",
      "themes/src/**/*.test.ts",
      "mock-server/src/**/*.test.ts",
      "tests/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    reporters: ["default"],
  },
})
