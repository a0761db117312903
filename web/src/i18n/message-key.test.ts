import { fieldMessages, type MessageKey } from "@billpath/contract"
import { describe, expect, test } from "vitest"
import { loadAllLocales } from "./i18n-util.sync.ts"
import { i18nObject } from "./i18n-util.ts"
import { messageText } from "./message-key.ts"

loadAllLocales()

const keys = Object.keys(fieldMessages).filter((key): key is MessageKey => key in fieldMessages)

/**
 * The mock server explains a 400 with the contract's English texts, the web app shows its own: a
 * customer must read the same words for the same key from both.
 */
describe("the contract's English field messages and the web app's", () => {
  test.each(keys)("%s says the same in both", (key) => {
    expect(messageText(i18nObject("en"), key)).toBe(fieldMessages[key])
  })

  test.each(keys)("%s has a French text of its own", (key) => {
    const french = messageText(i18nObject("fr"), key)
    expect(french).not.toBe("")
    expect(french).not.toBe(fieldMessages[key])
  })
})
