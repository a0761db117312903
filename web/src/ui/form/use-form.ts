import type { FieldProblem } from "@billpath/contract"
import { type FormEvent, type RefObject, useLayoutEffect, useRef, useState } from "react"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import * as messageKey from "../../i18n/message-key.ts"
import type { FieldValue, FormRules, FormValues, RulesLoader } from "./form-rules.ts"

interface Ready<V extends FormValues> {
  readonly rules: FormRules<V>
  readonly messages: typeof messageKey
}

export interface UseFormOptions<V extends FormValues> {
  /** What "changed" compares with; new starting values (after a save) remount the form with a new `key`. */
  readonly initial: V
  /** The rules, or a loader that fetches them when the customer starts filling the form. */
  readonly rules: FormRules<V> | RulesLoader<V>
  /** Runs with values the rules accept; the form is busy until it settles. */
  readonly onSubmit: (values: V) => Promise<void> | void
  /** The rules (a chunk) could not be loaded: the screen tells the customer. */
  readonly onRulesUnavailable?: () => void
}

/** What a field part needs from the form; spread it on the part: `<TextField {...form.field("name")} />`. */
export interface FieldBinding<T extends FieldValue> {
  readonly name: string
  readonly value: T
  readonly onChange: (value: T) => void
  /** The field's message in the customer's language, shown under it with the error icon. */
  readonly error: string | undefined
}

export interface Form<V extends FormValues> {
  readonly values: V
  readonly set: <K extends keyof V & string>(name: K, value: V[K]) => void
  readonly field: <K extends keyof V & string>(name: K) => FieldBinding<V[K]>
  /** Some value differs from the initial ones and the rules accept them all: enables a settings Save. */
  readonly changedAndValid: boolean
  /** What the rules say of the values as they are now (none until rules that load have arrived). */
  readonly problemsNow: () => ReadonlyArray<FieldProblem>
  readonly busy: boolean
  /** Spread on a real `<form>`, so Enter in a field submits it. */
  readonly formProps: {
    readonly ref: RefObject<HTMLFormElement | null>
    readonly noValidate: true
    readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void
    readonly onFocus: () => void
  }
}

/** On a submit with problems the focus lands on the first invalid field, so the customer lands on what to fix. */
export const useForm = <V extends FormValues>(options: UseFormOptions<V>): Form<V> => {
  const LL = useTranslations()
  const [initial] = useState(options.initial)
  const [values, setValues] = useState(options.initial)
  const [problems, setProblems] = useState<ReadonlyArray<FieldProblem>>([])
  const [busy, setBusy] = useState(false)
  const [ready, setReady] = useState<Ready<V> | undefined>(undefined)
  // The latest options without re-creating callbacks: a screen may pass inline functions.
  const latest = useRef(options)
  latest.current = options
  const loading = useRef<Promise<Ready<V>> | undefined>(undefined)
  const submitting = useRef(false)
  const formElement = useRef<HTMLFormElement>(null)
  const focusPending = useRef(false)

  const load = (): Promise<Ready<V>> => {
    if (loading.current !== undefined) return loading.current
    const { rules } = latest.current
    const started = Promise.all([typeof rules === "function" ? rules() : rules, messageKey]).then(
      ([loadedRules, messages]) => {
        const loaded = { rules: loadedRules, messages }
        setReady(loaded)
        return loaded
      },
    )
    // A failed load (a chunk that did not arrive) is tried again at the next focus or submit.
    started.catch(() => {
      loading.current = undefined
    })
    loading.current = started
    return started
  }

  // Rules given up front judge "changed and valid" at once; loaded ones once they arrive.
  const eagerRules = typeof options.rules === "function" ? undefined : options.rules
  const rules = ready?.rules ?? eagerRules
  const changed = Object.keys(values).some((name) => !Object.is(values[name], initial[name]))
  const valid = rules !== undefined && rules.problems(values).length === 0

  // In the commit that shows the messages, not after paint: the submit button was disabled while checking, so
  // focus is on <body>. Every part marks its focusable control `aria-invalid`, so the first is the one to fix.
  useLayoutEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    formElement.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus()
  })

  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }))
    // A field's message clears when the customer types in it (spec §5).
    setProblems((current) => current.filter((problem) => problem.path !== name))
  }

  const errorOf = (name: string): string | undefined => {
    const problem = problems.find(({ path }) => path === name)
    return problem === undefined || ready === undefined
      ? undefined
      : ready.messages.messageText(LL, problem.key)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting.current) return
    submitting.current = true
    setBusy(true)
    try {
      let loaded: Ready<V>
      try {
        loaded = await load()
      } catch {
        latest.current.onRulesUnavailable?.()
        return
      }
      const found = loaded.rules.problems(values)
      setProblems(found)
      if (found.length > 0) {
        focusPending.current = true
        return
      }
      await latest.current.onSubmit(values)
    } finally {
      submitting.current = false
      setBusy(false)
    }
  }

  return {
    values,
    set,
    field: (name) => ({
      name,
      value: values[name],
      onChange: (value) => set(name, value),
      error: errorOf(name),
    }),
    changedAndValid: changed && valid,
    problemsNow: () => rules?.problems(values) ?? [],
    busy,
    formProps: {
      ref: formElement,
      noValidate: true,
      onSubmit: (event) => void submit(event),
      // Starting to fill the form fetches its rules, so the first submit does not wait for them.
      onFocus: () => void load().catch(() => undefined),
    },
  }
}
