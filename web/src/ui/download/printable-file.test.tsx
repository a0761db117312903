// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { DownloadButton } from "./download-button.tsx"
import { FileHandlingContext } from "./file-handling.ts"
import { PrintableFileDialog } from "./printable-file-dialog.tsx"
import type { DownloadedFile } from "./save-file.ts"

const bill: DownloadedFile = {
  fileName: "2026-11-13.pdf",
  contentType: "application/pdf",
  bytes: new TextEncoder().encode("%PDF-1.7"),
}

const opened: Array<string> = []
const revoked: Array<string> = []

beforeEach(() => {
  opened.length = 0
  revoked.length = 0
  vi.stubGlobal(
    "open",
    vi.fn(() => null),
  )
  vi.stubGlobal(
    "URL",
    Object.assign(URL, {
      createObjectURL: () => {
        opened.push("blob:bill")
        return "blob:bill"
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The parts as a kiosk's layout puts them: files are printed, not saved. */
const AtTheKiosk = () => (
  <FileHandlingContext.Provider value="print">
    <DownloadButton fetchFile={async () => bill} onFailed={() => undefined} mode="view">
      View bill
    </DownloadButton>
    <DownloadButton fetchFile={async () => bill} onFailed={() => undefined}>
      Download CSV
    </DownloadButton>
    <PrintableFileDialog />
  </FileHandlingContext.Provider>
)

describe("files where nothing may be left behind (a kiosk)", () => {
  test("exports are not offered; a bill shows in the page with Print, never in a new tab", async () => {
    renderPart(<AtTheKiosk />)
    expect(screen.queryByRole("button", { name: /Download CSV/ })).toBeNull()
    const view = screen.getByRole("button", { name: "View bill" })
    fireEvent.click(view)
    const dialog = await screen.findByRole("dialog", { name: bill.fileName })
    expect(window.open).not.toHaveBeenCalled()
    const frame = await within(dialog).findByTitle(bill.fileName)
    expect(frame.getAttribute("src")).toBe("blob:bill")
    expect(within(dialog).getByRole("button", { name: "Print" })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(revoked, "the document's address does not outlive the dialog").toEqual(["blob:bill"])
  })

  test("in French", async () => {
    renderPart(<AtTheKiosk />, { language: "fr" })
    fireEvent.click(screen.getByRole("button", { name: "View bill" }))
    const dialog = await screen.findByRole("dialog")
    expect(within(dialog).getByRole("button", { name: "Imprimer" })).toBeTruthy()
    expect(within(dialog).getByRole("button", { name: "Fermer" })).toBeTruthy()
  })
})
