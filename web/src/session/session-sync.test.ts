// @vitest-environment jsdom
import type { StoredSession } from "@billpath/contract"
import { createStore } from "jotai"
import { afterEach, describe, expect, test, vi } from "vitest"
import { sessionAtom } from "./session-atoms.ts"
import { followOtherTabs, sessionSyncAtom } from "./session-sync.ts"

const stored = (username: string, accessToken: string): StoredSession => ({
  token: {
    access_token: accessToken,
    refresh_token: `refresh-${accessToken}`,
    expires_in: 900,
    issued: "2026-11-22T15:00:00.000Z",
    authorization_level: "LoggedIn",
  },
  username,
  accountNames: { firstName: "Carla", lastName: "Nguyen", companyName: "" },
  lang: "en",
})

/** A tab signed in as `username` with `accessToken`, following the others. */
const signedInTab = (username: string, accessToken: string) => {
  const store = createStore()
  const { token, accountNames } = stored(username, accessToken)
  store.set(sessionAtom, { token, username, accountNames, receivedAt: 1000 })
  const showSignedOut = vi.fn()
  const stop = followOtherTabs(store, showSignedOut)
  return { store, showSignedOut, stop }
}

/** What another tab's change looks like to this one: the storage changed, then the event. */
const otherTabWrites = (value: StoredSession | null, receivedAt = 5000): void => {
  if (value === null) localStorage.removeItem("billpath.session")
  else {
    localStorage.setItem("billpath.session.receivedAt", String(receivedAt))
    localStorage.setItem("billpath.session", JSON.stringify(value))
  }
  window.dispatchEvent(new StorageEvent("storage", { key: "billpath.session" }))
}

afterEach(() => localStorage.clear())

describe("one session across tabs", () => {
  test("another tab signing out signs this one out and shows the sign-in page", () => {
    otherTabWrites(stored("carla.nguyen", "A"))
    const tab = signedInTab("carla.nguyen", "A")
    otherTabWrites(null)
    expect(tab.store.get(sessionAtom)).toBeNull()
    expect(tab.showSignedOut).toHaveBeenCalledOnce()
    tab.stop()
  })

  test("a token another tab renewed is taken over, with its arrival time; nothing else happens", () => {
    const tab = signedInTab("carla.nguyen", "A")
    otherTabWrites(stored("Carla.Nguyen", "B"), 7000)
    expect(tab.store.get(sessionAtom)?.token.access_token).toBe("B")
    expect(tab.store.get(sessionAtom)?.receivedAt).toBe(7000)
    expect(tab.showSignedOut).not.toHaveBeenCalled()
    tab.stop()
  })

  test("someone else's session in another tab ends this one, leaving the stored copy alone", () => {
    const tab = signedInTab("carla.nguyen", "A")
    otherTabWrites(stored("alice.martin", "X"))
    expect(tab.store.get(sessionAtom)).toBeNull()
    expect(tab.showSignedOut).toHaveBeenCalledOnce()
    expect(localStorage.getItem("billpath.session")).toContain("alice.martin")
    tab.stop()
  })

  test("other keys, and tabs already signed out, are left alone", () => {
    const tab = signedInTab("carla.nguyen", "A")
    window.dispatchEvent(new StorageEvent("storage", { key: "billpath.lang" }))
    expect(tab.store.get(sessionAtom)).not.toBeNull()
    tab.store.set(sessionAtom, null)
    otherTabWrites(null)
    expect(tab.showSignedOut).not.toHaveBeenCalled()
    tab.stop()
  })

  test("a payment's check signs out a tab that was not told, and lets a current one through", () => {
    otherTabWrites(stored("carla.nguyen", "A"))
    const tab = signedInTab("carla.nguyen", "A")
    expect(tab.store.get(sessionSyncAtom).check()).toBe(true)
    // Gone without an event reaching this tab (the browser froze it, say).
    localStorage.removeItem("billpath.session")
    expect(tab.store.get(sessionSyncAtom).check()).toBe(false)
    expect(tab.store.get(sessionAtom)).toBeNull()
    expect(tab.showSignedOut).toHaveBeenCalledOnce()
    tab.stop()
  })
})
