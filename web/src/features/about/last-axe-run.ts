import type { AccessibilityRun } from "@billpath/contract"
import written from "./last-axe-run.gen.json"

/**
 * The figures of the last full end-to-end run, as the suite wrote them (tests/e2e/axe-run/). The build
 * decodes the file with the contract's schema before it takes it in (decoded-axe-run.ts), so the page
 * carries the figures without Effect.
 */
export const lastAxeRun: AccessibilityRun = written
