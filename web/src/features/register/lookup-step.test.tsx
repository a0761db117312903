// @vitest-environment jsdom
import { failed } from "@billpath/contract/start-up"
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, test, vi } from "vitest"
import type { ApiClient } from "../../api/client.ts"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { renderPart } from "../../testing/render-part.tsx"
import { LookupStep } from "./lookup-step.tsx"

/** An API client that records the bodies it is asked to send and answers a failure. */
const recordingApi = () => {
  const bodies: Array<unknown> = []
  const api: ApiClient = {
    call: async (_name, input) => {
      bodies.push(Reflect.get(input, "body"))
      return failed("offline")
    },
  }
  return { api, bodies }
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })

const fillIdentifiers = () => {
  type("Account number", "1002003090")
  type("Service ID", "TEL-5550190")
  type("Last name on the account", "Okafor")
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Continue" }))

describe("registration's lookup and the theme's statement-balance settings", () => {
  test("without them there is no balance to give, and one help link per identifier", () => {
    renderPart(<LookupStep onFound={vi.fn()} />)
    expect(screen.queryByLabelText("Last statement balance")).toBeNull()
    expect(screen.getAllByRole("button", { name: "Where do I find this?" })).toHaveLength(2)
  })

  test("useLastStatementBalance asks for the last balance, with its own help, and requires it", async () => {
    const { api, bodies } = recordingApi()
    const { store } = renderPart(<LookupStep onFound={vi.fn()} />, {
      settings: { useLastStatementBalance: true },
    })
    store.set(apiClientAtom, api)
    expect(screen.getAllByRole("button", { name: "Where do I find this?" })).toHaveLength(3)
    fillIdentifiers()
    submit()
    const balance = screen.getByLabelText("Last statement balance", { exact: true })
    await waitFor(() => expect(balance.getAttribute("aria-invalid")).toBe("true"))
    expect(screen.getByText("Fields cannot be empty")).toBeTruthy()
    expect(bodies).toEqual([])

    type("Last statement balance", "45.00")
    submit()
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ billingPointId: "1002003090", lastStatementBalance: 45 })
  })

  test("the old mode takes the last balance, or a statement date with that statement's balance", async () => {
    const { api, bodies } = recordingApi()
    const { store } = renderPart(<LookupStep onFound={vi.fn()} />, {
      settings: { useOldStatementBalance: true },
    })
    store.set(apiClientAtom, api)
    fillIdentifiers()
    submit()
    await waitFor(() =>
      expect(
        screen.getByText("Enter the last statement balance, or a statement date and its balance"),
      ).toBeTruthy(),
    )
    type("Statement date", "10/22/2026")
    type("Balance of that statement", "45")
    submit()
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ statementDate: "2026-10-22", statementBalance: 45 })
    expect(bodies[0]).not.toHaveProperty("lastStatementBalance")
  })
})
