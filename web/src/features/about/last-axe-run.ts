import type { AccessibilityRun } from "@billpath/contract"
import written from "./last-axe-run.gen.json"

/** From tests/e2e/axe-run/, decoded by the build (decoded-axe-run.ts) so the page needs no Effect. */
export const lastAxeRun: AccessibilityRun = written
