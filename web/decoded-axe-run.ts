import { readFileSync } from "node:fs"
import { AccessibilityRun } from "@billpath/contract"
import { Schema } from "effect"
import type { Plugin } from "vite"

// Decodes the e2e suite's figures with the contract's schema at build start and stops a build they fail, so
// the statement imports plain JSON without Effect, and no build ships figures the schema refuses.
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
