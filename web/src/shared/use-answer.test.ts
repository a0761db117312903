// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { useAnswer } from "./use-answer.ts"

/** Two promises the test settles by hand, in the order it chooses. */
const twoPromises = () => {
  let resolveFirst: (value: string) => void = () => undefined
  let resolveSecond: (value: string) => void = () => undefined
  const first = new Promise<string>((resolve) => {
    resolveFirst = resolve
  })
  const second = new Promise<string>((resolve) => {
    resolveSecond = resolve
  })
  return {
    first,
    second,
    resolveFirst: (value: string) => resolveFirst(value),
    resolveSecond: (value: string) => resolveSecond(value),
  }
}

describe("useAnswer", () => {
  test("a list's answer: undefined while a new search is on its way, never the previous search's rows", async () => {
    const { first, second, resolveFirst, resolveSecond } = twoPromises()
    const { result, rerender } = renderHook(({ promise }) => useAnswer(promise)?.value, {
      initialProps: { promise: first },
    })
    expect(result.current).toBeUndefined()
    await act(async () => resolveFirst("first"))
    expect(result.current).toBe("first")
    rerender({ promise: second })
    expect(result.current).toBeUndefined()
    await act(async () => resolveSecond("second"))
    expect(result.current).toBe("second")
  })

  test("a card's answer (keepPrevious): the previous value stays while the next is on its way", async () => {
    const { first, second, resolveFirst, resolveSecond } = twoPromises()
    const { result, rerender } = renderHook(({ promise }) => useAnswer(promise, true)?.value, {
      initialProps: { promise: first },
    })
    expect(result.current).toBeUndefined()
    await act(async () => resolveFirst("first"))
    expect(result.current).toBe("first")
    rerender({ promise: second })
    expect(result.current).toBe("first")
    await act(async () => resolveSecond("second"))
    expect(result.current).toBe("second")
  })
})
