// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { DownloadButton } from "./download-button.tsx"
import type { DownloadedFile } from "./save-file.ts"

const bill: DownloadedFile = {
  fileName: "2026-11-13.pdf",
  contentType: "application/pdf",
  bytes: new TextEncoder().encode("%PDF-1.7"),
}

/** The tab a browser hands back from window.open: only what the app touches. */
const fakeTab = () => ({ location: { href: "" }, opener: {} as unknown, closed: false, close: vi.fn() })

/** A browser on a computer (a hovering mouse) or a phone (touch first). */
const onDevice = (device: "computer" | "phone") => {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: device === "phone" && query.includes("pointer: coarse") })),
  )
}

let savedAs: Array<string> = []

beforeEach(() => {
  savedAs = []
  // jsdom has no object URLs and does not follow download links: record what would be saved.
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:bill", revokeObjectURL: () => {} }))
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    savedAs.push(this.download)
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderView = (fetchFile: () => Promise<DownloadedFile | undefined>, onFailed = vi.fn()) => {
  renderPart(
    <DownloadButton fetchFile={fetchFile} onFailed={onFailed} mode="view">
      View bill
    </DownloadButton>,
  )
  return { onFailed }
}

describe("a view button (a bill to read)", () => {
  test("on a computer, opens a tab at the click and shows the file in it once it arrives", async () => {
    onDevice("computer")
    const tab = fakeTab()
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window)
    let arrive: (file: DownloadedFile) => void = () => {}
    renderView(() => new Promise((resolve) => (arrive = resolve)))
    const button = screen.getByRole("button", { name: /^View bill\s*\(opens in a new window\)$/ })
    fireEvent.click(button)
    // Before the file is here: a tab opened later would be refused as a pop-up.
    expect(open).toHaveBeenCalledTimes(1)
    expect(button.getAttribute("aria-busy")).toBe("true")
    arrive(bill)
    await waitFor(() => expect(tab.location.href).toBe("blob:bill"))
    expect(tab.opener).toBeNull()
    expect(savedAs).toEqual([])
  })

  test("closes the tab again and lets the screen say so when the file cannot be had", async () => {
    onDevice("computer")
    const tab = fakeTab()
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window)
    const { onFailed } = renderView(async () => undefined)
    fireEvent.click(screen.getByRole("button", { name: /View bill/ }))
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1))
    expect(tab.close).toHaveBeenCalledTimes(1)
  })

  test("downloads the file when the browser refuses the tab", async () => {
    onDevice("computer")
    vi.spyOn(window, "open").mockReturnValue(null)
    renderView(async () => bill)
    fireEvent.click(screen.getByRole("button", { name: /View bill/ }))
    await waitFor(() => expect(savedAs).toEqual(["2026-11-13.pdf"]))
  })

  test("on a phone, downloads the file, opens no tab and promises none", async () => {
    onDevice("phone")
    const open = vi.spyOn(window, "open")
    renderView(async () => bill)
    const button = screen.getByRole("button", { name: "View bill" })
    fireEvent.click(button)
    await waitFor(() => expect(savedAs).toEqual(["2026-11-13.pdf"]))
    expect(open).not.toHaveBeenCalled()
  })
})
