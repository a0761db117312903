import { atom } from "jotai"

/** Alert priorities of spec §3. */
export type AlertPriority = 1 | 2 | 3 | 4

/** An alert to show above the page, its `text` already in the customer's language. */
export interface PortalAlert {
  readonly priority: AlertPriority
  readonly text: string
}

export const alertsAtom = atom<ReadonlyArray<PortalAlert>>([])

/** Adding an alert replaces the current list with it (spec §2). */
export const showAlertAtom = atom(null, (_get, set, alert: PortalAlert) => set(alertsAtom, [alert]))

/** How many times an alert asked for the focus; the alert list moves it when this changes. */
export const alertFocusRequestAtom = atom(0)

/** Focuses the alert: the button just pressed may be disabled or gone, and focus must not fall to <body>. */
export const showFocusedAlertAtom = atom(null, (_get, set, alert: PortalAlert) => {
  set(alertsAtom, [alert])
  set(alertFocusRequestAtom, (requests) => requests + 1)
})
