import type { Frame, Page } from "@playwright/test"
import axeCore from "axe-core"
import { Schema } from "effect"

/**
 * Runs axe-core on a page and every frame in it, loading axe into a document only once.
 *
 * @axe-core/playwright's AxeBuilder evaluates axe's large source again on every call and finishes each
 * run in a new blank page, which costs a check many times what the run itself takes. A test checks most
 * of its screen states in one document (the app changes screens without reloading), so loading axe once
 * per document and running it there makes a check barely longer than its run. Frames
 * (the provider's card page) get axe too; the top frame's run reaches them by axe's own messaging.
 */

const RuleResult = Schema.Struct({ id: Schema.String })

const ViolationNode = Schema.Struct({
  target: Schema.Array(Schema.Union([Schema.String, Schema.Array(Schema.String)])),
  html: Schema.optional(Schema.String),
  failureSummary: Schema.optional(Schema.String),
})

const Violation = Schema.Struct({
  id: Schema.String,
  impact: Schema.optional(Schema.NullOr(Schema.String)),
  help: Schema.String,
  helpUrl: Schema.String,
  nodes: Schema.Array(ViolationNode),
})

/** What the checks read of axe's results: the page, the violations in full, the ids of the other rules. */
export const AxeResults = Schema.Struct({
  url: Schema.String,
  violations: Schema.Array(Violation),
  passes: Schema.Array(RuleResult),
  incomplete: Schema.Array(RuleResult),
  inapplicable: Schema.Array(RuleResult),
})
export type AxeResults = typeof AxeResults.Type

const decodeResults = Schema.decodeUnknownSync(AxeResults)

// Strings, not functions, so the root tsconfig needs no DOM types.
const axeLoaded = 'typeof window.axe?.run === "function"'
// Cross-origin frames answer the top frame's run only when axe there allows every origin.
const allowEveryOrigin = 'axe.configure({ allowedOrigins: ["<unsafe_all_origins>"] })'

const loadAxeInto = async (frame: Frame): Promise<void> => {
  if ((await frame.evaluate(axeLoaded)) !== true) await frame.evaluate(axeCore.source)
  await frame.evaluate(allowEveryOrigin)
}

/** Runs the rules with these tags on the page as it is now. */
export const runAxe = async (page: Page, tags: ReadonlyArray<string>): Promise<AxeResults> => {
  for (const frame of page.frames()) {
    try {
      await loadAxeInto(frame)
    } catch (error) {
      // A frame that went away meanwhile has nothing left to check.
      if (!frame.isDetached()) throw error
    }
  }
  // Passed, to-review and not-applicable rules are still listed, with one example node each at most.
  const options = JSON.stringify({ runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
  return decodeResults(await page.evaluate(`axe.run(document, ${options})`))
}
