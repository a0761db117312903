import { Schema } from "effect"
import { expect, test } from "vitest"
import { SystemMessage } from "./system-message.ts"

test("a system message's external address is https only: no javascript:, data: or plain http", () => {
  const message = {
    messageID: "m1",
    content: "<p>Go paperless</p>",
    width: 480,
    height: 240,
    colours: { background: "#ffffff", text: "#111111", accent: "#4b2bbd" },
    yesDecisionLabel: "Yes",
    noDecisionLabel: "No",
    yesDecisionValidChoiceCode: 7,
    yesDecisionExternalRedirectUrl: null,
    description: "paperless",
  }
  const withUrl = (url: string | null) => ({ ...message, yesDecisionExternalRedirectUrl: url })
  const valid = Schema.is(SystemMessage)
  expect(valid(message)).toBe(true)
  expect(valid(withUrl("https://provider.example/paperless"))).toBe(true)
  for (const url of [
    "javascript:alert(1)",
    "data:text/html,hi",
    "http://provider.example",
    "//provider.example",
  ]) {
    expect(valid(withUrl(url)), url).toBe(false)
  }
})
