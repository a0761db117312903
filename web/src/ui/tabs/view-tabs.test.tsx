// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react"
import axe from "axe-core"
import { useState } from "react"
import { describe, expect, test, vi } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { ViewTabs } from "./view-tabs.tsx"

const tabs = [
  { value: "profile", label: "Profile", content: <p>Profile panel</p> },
  { value: "password", label: "Password", disabled: true, content: <p>Password panel</p> },
  { value: "eBill", label: "eBill", content: <p>eBill panel</p> },
  { value: "autopay", label: "Autopay", content: <p>Autopay panel</p> },
  { value: "closed", label: "Closed", disabled: true, content: <p>Closed panel</p> },
]

/** A route's search in miniature: the tabs read `currentView` and write it back. */
const Settings = ({ onChange }: { readonly onChange: (value: string) => void }) => {
  const [currentView, setCurrentView] = useState<string | undefined>("eBill")
  return (
    <ViewTabs
      label="Account settings"
      tabs={tabs}
      value={currentView}
      onValueChange={(value) => {
        onChange(value)
        setCurrentView(value)
      }}
    />
  )
}

const tab = (name: string) => screen.getByRole("tab", { name })
const press = (key: string) => {
  const focused = document.activeElement
  if (focused === null) throw new Error("nothing focused")
  fireEvent.keyDown(focused, { key })
}

describe("view tabs bound to currentView", () => {
  test("show the tab the route names; arrows skip disabled tabs, Home/End go to the first/last enabled one", async () => {
    const onChange = vi.fn()
    renderPart(<Settings onChange={onChange} />)
    expect(screen.getByRole("tablist", { name: "Account settings" })).toBeTruthy()
    expect(tab("eBill").getAttribute("aria-selected")).toBe("true")
    expect(screen.getByRole("tabpanel").textContent).toBe("eBill panel")

    tab("eBill").focus()
    press("ArrowLeft")
    await waitFor(() =>
      expect(document.activeElement, "ArrowLeft skips the disabled Password").toBe(tab("Profile")),
    )
    // Moving chooses (automatic activation).
    expect(onChange).toHaveBeenLastCalledWith("profile")
    expect(screen.getByRole("tabpanel").textContent).toBe("Profile panel")
    expect(tab("Profile").getAttribute("tabindex"), "only the chosen tab is in the Tab order").toBe("0")
    expect(tab("eBill").getAttribute("tabindex")).toBe("-1")

    press("ArrowRight")
    await waitFor(() => expect(document.activeElement, "ArrowRight skips it too").toBe(tab("eBill")))
    press("End")
    await waitFor(() => expect(document.activeElement, "End: the last enabled tab").toBe(tab("Autopay")))
    press("Home")
    await waitFor(() => expect(document.activeElement, "Home: the first enabled tab").toBe(tab("Profile")))
    expect(tab("Password").getAttribute("aria-disabled")).toBe("true")

    // Choosing a tab goes to the route's search, and the route's value comes back as the shown tab.
    fireEvent.click(tab("Autopay"))
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("autopay"))
    expect(tab("Autopay").getAttribute("aria-selected")).toBe("true")
    await waitFor(() => expect(screen.getByRole("tabpanel").textContent).toBe("Autopay panel"))
    fireEvent.click(tab("Password"))
    expect(onChange).not.toHaveBeenCalledWith("password")

    const { violations } = await axe.run(document.body, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    })
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })

  test("an unknown or disabled currentView shows the first enabled tab", () => {
    renderPart(<ViewTabs label="Settings" tabs={tabs} value="password" onValueChange={vi.fn()} />)
    expect(tab("Profile").getAttribute("aria-selected")).toBe("true")
  })

  test("a locked tab is skipped like a disabled one, but wears a padlock and names its reason", () => {
    renderPart(
      <>
        <p id="why">Bill delivery is locked: paperless billing is required.</p>
        <ViewTabs
          label="Account settings"
          value="eBill"
          onValueChange={vi.fn()}
          tabs={[
            { value: "profile", label: "Profile", content: <p>Profile panel</p> },
            { value: "eBill", label: "eBill", locked: { reasonId: "why" }, content: <p>eBill panel</p> },
            { value: "autopay", label: "Autopay", content: <p>Autopay panel</p> },
          ]}
        />
      </>,
    )
    const locked = tab("eBill")
    expect(locked.getAttribute("aria-disabled")).toBe("true")
    expect(locked.getAttribute("aria-describedby")).toBe("why")
    expect(locked.querySelector("svg")).not.toBeNull()
    expect(screen.getByText("Profile panel"), "its address shows the first open tab").toBeTruthy()
    tab("Profile").focus()
    press("ArrowRight")
    expect(document.activeElement).toBe(tab("Autopay"))
  })
})
