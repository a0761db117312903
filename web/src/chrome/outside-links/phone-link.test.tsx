// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { ThemeLinkAnchor } from "../theme-link.tsx"
import { OutsideLinkModeContext } from "./outside-link-mode.ts"

const terms = {
  label: "Terms of use",
  href: "https://www.aurora-telecom.example/terms",
  kind: "url",
} as const
const guide = { label: "Billing guide", href: "/docs/billing-guide.pdf", kind: "document" } as const
const sitePage = { label: "Site map", href: "/about/site-map", kind: "url" } as const

describe("a link out of the portal where it must not be left (a kiosk)", () => {
  test("shows the address as a code and as text instead of opening it", async () => {
    renderPart(
      <OutsideLinkModeContext.Provider value="phone">
        <ThemeLinkAnchor link={terms} />
      </OutsideLinkModeContext.Provider>,
    )
    fireEvent.click(await screen.findByRole("button", { name: /Terms of use/ }))
    expect(screen.queryByRole("link")).toBeNull()
    const dialog = await screen.findByRole("dialog", { name: "Open on your phone" })
    const code = within(dialog).getByRole("img", { name: `QR code of ${terms.href}` })
    expect(code.getAttribute("data-qr-text")).toBe(terms.href)
    expect(within(dialog).getByText(terms.href)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  })

  test("a document on the portal's own host is shown whole; a page of the portal stays a link", async () => {
    renderPart(
      <OutsideLinkModeContext.Provider value="phone">
        <ThemeLinkAnchor link={guide} />
        <ThemeLinkAnchor link={sitePage} />
      </OutsideLinkModeContext.Provider>,
    )
    expect(screen.getByRole("link", { name: "Site map" }).getAttribute("href")).toBe("/about/site-map")
    fireEvent.click(await screen.findByRole("button", { name: /Billing guide/ }))
    const dialog = await screen.findByRole("dialog")
    const whole = new URL(guide.href, window.location.href).href
    expect(within(dialog).getByRole("img").getAttribute("data-qr-text")).toBe(whole)
  })

  test("outside a kiosk the same link opens in a new window", () => {
    renderPart(<ThemeLinkAnchor link={terms} />)
    const link = screen.getByRole("link", { name: /Terms of use/ })
    expect(link.getAttribute("target")).toBe("_blank")
  })
})
