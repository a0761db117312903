// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, test, vi } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { alertsAtom } from "../alerts/alerts-atoms.ts"
import { useWizard } from "./use-wizard.ts"
import { WizardStep } from "./wizard-step.tsx"

const titles = {
  find: "Find your bill",
  question: "Answer your question",
  password: "Choose a password",
} as const

const Flow = ({ startView }: { readonly startView?: string }) => {
  const wizard = useWizard(["find", "question", "password"] as const, startView)
  return (
    <main>
      <WizardStep wizard={wizard} title={titles[wizard.step]}>
        <button type="button" onClick={wizard.back}>
          Back
        </button>
        <button type="button" onClick={wizard.next}>
          Continue
        </button>
      </WizardStep>
    </main>
  )
}

describe("the wizard", () => {
  test("says which step of how many; each step change scrolls to the top and focuses the step's heading", async () => {
    const scrollTo = vi.fn()
    window.scrollTo = scrollTo
    renderPart(<Flow />)
    expect(screen.getByText("Step 1 of 3")).toBeTruthy()
    const first = screen.getByRole("heading", { level: 2, name: "Find your bill" })
    expect(document.activeElement, "the first step of a visit leaves the focus alone").not.toBe(first)
    const continueButton = screen.getByRole("button", { name: "Continue" })
    continueButton.focus()
    fireEvent.click(continueButton)
    const second = await screen.findByRole("heading", { level: 2, name: "Answer your question" })
    expect(screen.getByText("Step 2 of 3")).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(second))
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 })
    fireEvent.click(screen.getByRole("button", { name: "Back" }))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Find your bill" })),
    )
    expect(screen.getByRole("region", { name: "Find your bill" })).toBeTruthy()
  })

  test("starts at the route's startView when it names a step, else at the first, in French too", () => {
    renderPart(<Flow startView="password" />, { language: "fr" })
    expect(screen.getByText("Étape 3 sur 3")).toBeTruthy()
    expect(screen.getByRole("heading", { name: "Choose a password" })).toBeTruthy()
  })

  test("an unknown startView starts at the first step", () => {
    renderPart(<Flow startView="elsewhere" />)
    expect(screen.getByText("Step 1 of 3")).toBeTruthy()
  })

  test("a step change clears the alerts the step left behind; staying on a step keeps them", async () => {
    const { store } = renderPart(<Flow />)
    store.set(alertsAtom, [{ priority: 1, text: "Answer is incorrect" }])
    fireEvent.click(screen.getByRole("button", { name: "Back" }))
    expect(store.get(alertsAtom), "Back on the first step moves nowhere").toHaveLength(1)
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    await screen.findByRole("heading", { level: 2, name: "Answer your question" })
    expect(store.get(alertsAtom)).toEqual([])
  })
})
