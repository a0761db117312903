// @vitest-environment jsdom
import { signInForm } from "@billpath/contract"
import { fireEvent, screen, waitFor } from "@testing-library/react"
import axe from "axe-core"
import { describe, expect, test, vi } from "vitest"
import { describedText } from "../../testing/described-text.ts"
import { renderPart } from "../../testing/render-part.tsx"
import { formRules } from "./contract-rules.ts"
import type { FormRules } from "./form-rules.ts"
import { PasswordField } from "./password-field.tsx"
import { TextField } from "./text-field.tsx"
import { useForm } from "./use-form.ts"

type Values = {
  readonly username: string
  readonly password: string
}

const eagerRules = formRules(signInForm)

const SettingsForm = ({
  rules,
  initial = { username: "", password: "" },
  onSubmit,
}: {
  readonly rules: FormRules<Values> | (() => Promise<FormRules<Values>>)
  readonly initial?: Values
  readonly onSubmit: (values: Values) => Promise<void> | void
}) => {
  const form = useForm({ initial, rules, onSubmit })
  return (
    <form {...form.formProps} aria-label="Settings">
      <TextField label="Username" {...form.field("username")} limit="username" required />
      <PasswordField label="Password" {...form.field("password")} autoComplete="current-password" required />
      <button type="submit" disabled={!form.changedAndValid || form.busy}>
        {form.busy ? "Saving…" : "Save"}
      </button>
    </form>
  )
}

const inputs = () => ({
  username: screen.getByRole("textbox", { name: "Username" }),
  // A password input has no role; find it by its label.
  password: screen.getByLabelText("Password", { selector: "input" }),
  save: screen.getByRole("button", { name: /Save|Saving/ }),
})

describe("the form hook", () => {
  test("Save is enabled only when a value changed and the contract's rules accept them all", async () => {
    renderPart(
      <SettingsForm rules={eagerRules} initial={{ username: "alice", password: "" }} onSubmit={vi.fn()} />,
    )
    const { username, password, save } = inputs()
    expect(save).toHaveProperty("disabled", true)
    fireEvent.change(password, { target: { value: "Secret-2026" } })
    // Changed and valid.
    expect(save).toHaveProperty("disabled", false)
    fireEvent.change(username, { target: { value: "" } })
    // Changed but invalid: an empty username.
    expect(save).toHaveProperty("disabled", true)
    fireEvent.change(username, { target: { value: "alice" } })
    fireEvent.change(password, { target: { value: "" } })
    // Back to the initial values: valid but unchanged.
    expect(save).toHaveProperty("disabled", true)
    expect(username.getAttribute("maxlength")).toBe("200")
    expect(password.getAttribute("maxlength")).toBe("100")
  })

  test("a submit with problems shows the contract's messages, focuses the first invalid field, and typing clears a field's message", async () => {
    const onSubmit = vi.fn()
    renderPart(<SettingsForm rules={eagerRules} onSubmit={onSubmit} />)
    const { username, password } = inputs()
    fireEvent.submit(screen.getByRole("form", { name: "Settings" }))
    await waitFor(() => expect(screen.getAllByText("Fields cannot be empty")).toHaveLength(2))
    expect(onSubmit).not.toHaveBeenCalled()
    await waitFor(() =>
      expect(document.activeElement, "the first invalid field has the focus").toBe(username),
    )
    expect(username.getAttribute("aria-invalid")).toBe("true")
    // The message is wired to its field for screen readers.
    expect(describedText(username)).toContain("Fields cannot be empty")
    const { violations } = await axe.run(document.body, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    })
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])

    fireEvent.change(username, { target: { value: "a" } })
    expect(screen.getAllByText("Fields cannot be empty")).toHaveLength(1)
    expect(username.getAttribute("aria-invalid")).toBeNull()
    expect(password.getAttribute("aria-invalid")).toBe("true")

    // Only the password is wrong now: it gets the focus.
    username.focus()
    fireEvent.submit(screen.getByRole("form", { name: "Settings" }))
    await waitFor(() => expect(document.activeElement).toBe(password))
  })

  test("rules that load lazily are fetched on the form's first focus; valid values are submitted, busy meanwhile", async () => {
    const loadRules = vi.fn(() => Promise.resolve(eagerRules))
    let finish = () => {}
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderPart(<SettingsForm rules={loadRules} onSubmit={onSubmit} />)
    const { username, password, save } = inputs()
    expect(loadRules).not.toHaveBeenCalled()
    fireEvent.focus(username)
    expect(loadRules).toHaveBeenCalledTimes(1)
    fireEvent.change(username, { target: { value: "alice" } })
    fireEvent.change(password, { target: { value: "Secret-2026" } })
    await waitFor(() => expect(save).toHaveProperty("disabled", false))
    fireEvent.submit(screen.getByRole("form", { name: "Settings" }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: "alice", password: "Secret-2026" }))
    expect(screen.getByRole("button", { name: "Saving…" })).toBeTruthy()
    finish()
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeTruthy())
    expect(loadRules).toHaveBeenCalledTimes(1)
  })

  test("the password's show/hide toggle is a pressed/unpressed button that keeps its name", () => {
    renderPart(<SettingsForm rules={eagerRules} onSubmit={vi.fn()} />)
    const toggle = screen.getByRole("button", { name: "Show password" })
    const { password } = inputs()
    expect(toggle.getAttribute("aria-pressed")).toBe("false")
    expect(password.getAttribute("type")).toBe("password")
    fireEvent.click(toggle)
    expect(toggle.getAttribute("aria-pressed")).toBe("true")
    expect(password.getAttribute("type")).toBe("text")
  })
})
