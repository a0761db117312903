import { readFileSync } from "node:fs"
import { AccessibilityRun } from "@billpath/contract"
import { Schema } from "effect"
import type { Plugin } from "vite"

/**
 * Decodes the last end-to-end run's accessibility figures (src/features/about/last-axe-run.gen.json, which
 * the suite writes: tests/e2e/axe-run/) with the contract's schema when the build starts, and stops the
 * build when they do not decode. The statement then imports the file as plain JSON: its page carries the
 * figures without Effect, and no build ships figures the schema refuses.
 */
export const decodedAxeRun = (file: URL): Plugin => ({
  name: "billpath:decoded-axe-run",
  buildStart() {
    this.addWatchFile(file.pathname)
    const decoded = Schema.decodeUnknownExit(AccessibilityRun)(JSON.parse(readFileSync(file, "utf8")))
    if (decoded._tag === "Failure") {
      this.error(`${file.pathname} is not the figures of an end-to-end run: ${String(decoded.cause)}`)
    }
  },
})
