// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import axe from "axe-core"
import { describe, expect, test } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { builtInConfig, builtInImageRoot, builtInTheme } from "../../theme/built-in-theme.ts"
import { activeThemeAtom } from "../../theme/theme-atoms.ts"
import { HelpLink } from "./help-link.tsx"

/** The built-in theme with its own French picture for the account number, as a provider may ship. */
const themeWithFrenchPicture = {
  config: builtInConfig,
  imageRoot: builtInImageRoot,
  languages: ["en", "fr"] as const,
  theme: {
    ...builtInTheme,
    images: {
      en: builtInTheme.images.en,
      fr: {
        ...builtInTheme.images.en,
        help: { ...builtInTheme.images.en.help, accountNumber: "aide-numero-de-compte.svg" },
      },
    },
  },
}

describe("the help link and its modal (spec §2)", () => {
  test("opens a dialog on the topic with its picture, OK focused; OK closes it and focus comes back", async () => {
    const { store } = renderPart(<HelpLink topic="accountNumber" />)
    act(() => store.set(activeThemeAtom, themeWithFrenchPicture))
    const link = screen.getByRole("button", { name: "Where do I find this?" })
    expect(link.getAttribute("aria-haspopup")).toBe("dialog")
    link.focus()
    fireEvent.click(link)

    const dialog = await screen.findByRole("dialog", { name: "Where is my account number?" })
    const picture = within(dialog).getByRole("img", { name: "A bill with the account number highlighted" })
    expect(picture.getAttribute("src")).toBe(
      `${builtInImageRoot}/${builtInTheme.images.en.help.accountNumber}`,
    )
    const ok = within(dialog).getByRole("button", { name: "OK" })
    await waitFor(() => expect(document.activeElement, "OK focused on open").toBe(ok))
    // The structural WCAG rules (names, roles, ARIA); jsdom cannot compute colours, the e2e suite does.
    const { violations, passes } = await axe.run(document.body, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    })
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
    expect(passes.map((rule) => rule.id)).toEqual(
      expect.arrayContaining(["button-name", "image-alt", "aria-valid-attr"]),
    )

    fireEvent.click(ok)
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    await waitFor(() => expect(document.activeElement, "focus back on the link").toBe(link))
  })

  test("in French: French texts and the theme's French picture", async () => {
    const { store } = renderPart(<HelpLink topic="accountNumber" />, { language: "fr" })
    act(() => store.set(activeThemeAtom, themeWithFrenchPicture))
    fireEvent.click(screen.getByRole("button", { name: "Où trouver ce renseignement ?" }))
    const dialog = await screen.findByRole("dialog", { name: "Où trouver mon numéro de compte ?" })
    expect(within(dialog).getByRole("img").getAttribute("src")).toBe(
      `${builtInImageRoot}/aide-numero-de-compte.svg`,
    )
  })

  test("Escape closes it too", async () => {
    renderPart(<HelpLink topic="serviceID" />)
    fireEvent.click(screen.getByRole("button", { name: "Where do I find this?" }))
    const dialog = await screen.findByRole("dialog", { name: "Where is my service ID?" })
    const ok = within(dialog).getByRole("button", { name: "OK" })
    await waitFor(() => expect(document.activeElement).toBe(ok))
    // A key goes to what has the focus.
    fireEvent.keyDown(ok, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  })
})
