// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react"
import axe from "axe-core"
import { useState } from "react"
import { describe, expect, test } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { TextField } from "../form/text-field.tsx"
import { OnScreenKeypad } from "./on-screen-keypad.tsx"

// jsdom lays nothing out and has no scrolling; the keypad brings the field into sight in a browser.
Element.prototype.scrollIntoView = () => undefined

/** Two controlled fields, as the find-my-bill step has them: an account number and a service ID. */
const FindMyBillFields = () => {
  const [accountNumber, setAccountNumber] = useState("")
  const [serviceID, setServiceID] = useState("")
  return (
    <form>
      <TextField
        label="Account number"
        name="accountNumber"
        value={accountNumber}
        onChange={setAccountNumber}
        inputMode="numeric"
        limit="accountSearch"
      />
      <TextField
        label="Service ID"
        name="serviceID"
        value={serviceID}
        onChange={setServiceID}
        autoCapitalize="characters"
      />
      <button type="button">Find my bill</button>
      <output data-testid="values">{`${accountNumber}|${serviceID}`}</output>
      <OnScreenKeypad />
    </form>
  )
}

const press = (keypad: HTMLElement, name: string) =>
  fireEvent.click(within(keypad).getByRole("button", { name }))

describe("the kiosk's on-screen keypad", () => {
  test("fills a number field and an identifier field with taps alone; React's state follows", {
    timeout: 20_000,
  }, async () => {
    renderPart(<FindMyBillFields />)
    expect(screen.queryByRole("region", { name: "On-screen keypad" })).toBeNull()

    act(() => screen.getByLabelText("Account number").focus())
    const digits = screen.getByRole("region", { name: "On-screen keypad" })
    expect(within(digits).queryByRole("button", { name: "Q" }), "digits only for a number").toBeNull()
    for (const digit of "10020030033") press(digits, digit)
    press(digits, "Delete")
    expect(screen.getByTestId("values").textContent).toBe("1002003003|")

    act(() => screen.getByLabelText("Service ID").focus())
    const letters = screen.getByRole("region", { name: "On-screen keypad" })
    // A service ID starts in capitals.
    for (const key of ["W", "T", "R", "-", "7", "7", "8", "1", "0"]) press(letters, key)
    expect(screen.getByTestId("values").textContent).toBe("1002003003|WTR-77810")
    expect(document.activeElement, "the field keeps the focus").toBe(screen.getByLabelText("Service ID"))

    press(letters, "Capital letters")
    press(letters, "x")
    press(letters, "Clear")
    expect(screen.getByTestId("values").textContent).toBe("1002003003|")

    press(letters, "Done")
    expect(screen.queryByRole("region", { name: "On-screen keypad" })).toBeNull()

    const { violations } = await axe.run(document.body, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    })
    expect(violations.map((violation) => violation.id)).toEqual([])
  })

  test("stays while a press moves the focus to a button, so the press lands where it began", () => {
    renderPart(<FindMyBillFields />)
    const keypad = () => screen.queryByRole("region", { name: "On-screen keypad" })
    const findButton = screen.getByRole("button", { name: "Find my bill" })
    act(() => screen.getByLabelText("Account number").focus())
    expect(keypad()).not.toBeNull()

    fireEvent.pointerDown(findButton)
    act(() => findButton.focus())
    expect(keypad(), "the page does not move under the finger").not.toBeNull()
    act(() => {
      fireEvent.click(findButton)
    })
    expect(keypad(), "gone once the press has landed").toBeNull()

    // From the keyboard there is no press: the keypad goes as the focus leaves the field.
    act(() => screen.getByLabelText("Account number").focus())
    expect(keypad()).not.toBeNull()
    act(() => findButton.focus())
    expect(keypad()).toBeNull()
  })

  test("its main key says Next and moves to the next field, and Done on the last one", () => {
    renderPart(<FindMyBillFields />)
    act(() => screen.getByLabelText("Account number").focus())
    const keypad = () => screen.getByRole("region", { name: "On-screen keypad" })
    expect(within(keypad()).queryByRole("button", { name: "Done" })).toBeNull()
    act(() => {
      press(keypad(), "Next")
    })
    expect(document.activeElement).toBe(screen.getByLabelText("Service ID"))
    act(() => {
      press(keypad(), "Done")
    })
    expect(screen.queryByRole("region", { name: "On-screen keypad" })).toBeNull()
  })

  test("stops at the field's maximum length", () => {
    renderPart(<FindMyBillFields />)
    act(() => screen.getByLabelText("Account number").focus())
    const keypad = screen.getByRole("region", { name: "On-screen keypad" })
    const maxLength = screen.getByLabelText<HTMLInputElement>("Account number").maxLength
    expect(maxLength).toBeGreaterThan(0)
    for (let i = 0; i < maxLength + 5; i += 1) press(keypad, "7")
    expect(screen.getByTestId("values").textContent).toBe(`${"7".repeat(maxLength)}|`)
  })

  test("speaks French on a French page", () => {
    renderPart(<FindMyBillFields />, { language: "fr" })
    act(() => screen.getByLabelText("Service ID").focus())
    const keypad = screen.getByRole("region", { name: "Clavier à l’écran" })
    expect(within(keypad).getByRole("button", { name: "Effacer" })).toBeTruthy()
    expect(within(keypad).getByRole("button", { name: "Terminé" })).toBeTruthy()
  })
})
