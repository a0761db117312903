// @vitest-environment jsdom
import type { StoredSession } from "@billpath/contract"
import { expect, test } from "vitest"
import { clearMemory, keepInstead, pageStorage, tabStorage } from "./browser-storage.ts"
import { MemoryStorage } from "./memory-storage.ts"
import { readStoredSession, startBrowserSession, writeStoredSession } from "./stored-session.ts"

const alice: StoredSession = {
  token: {
    access_token: "access-alice",
    refresh_token: "refresh-alice",
    expires_in: 900,
    issued: "2026-11-22T15:00:00.000Z",
    authorization_level: "LoggedIn",
  },
  username: "alice.martin",
  accountNames: { firstName: "Alice", lastName: "Martin", companyName: "" },
  lang: "fr",
}

const browserHolds = (): string =>
  [localStorage, sessionStorage]
    .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
    .concat(document.cookie)
    .join("\n")

test("a memory storage keeps, lists and forgets items like the browser's", () => {
  const memory = new MemoryStorage()
  memory.setItem("a", "1")
  memory.setItem("b", "2")
  expect([memory.length, memory.getItem("a"), memory.key(1), memory.getItem("missing")]).toEqual([
    2,
    "1",
    "b",
    null,
  ])
  memory.removeItem("a")
  expect(memory.length).toBe(1)
  memory.clear()
  expect(memory.length).toBe(0)
})

// One test for the switch: it lasts for the life of the page (this test file's module instance).
test("on a kiosk the session is kept in memory only: the browser's storage and cookies never see it", () => {
  expect(pageStorage()).toBe(localStorage)
  keepInstead({ page: new MemoryStorage(), tab: new MemoryStorage() })
  startBrowserSession()
  writeStoredSession(alice, Date.now())
  tabStorage()?.setItem("billpath.quickPayPass", "pass")

  expect(readStoredSession()).toEqual(alice)
  expect(browserHolds()).not.toMatch(/alice|Alice|Martin|access-alice|billpath/)
  expect(document.cookie).toBe("")

  clearMemory()
  expect(readStoredSession()).toBeUndefined()
  expect(tabStorage()?.length).toBe(0)
})
