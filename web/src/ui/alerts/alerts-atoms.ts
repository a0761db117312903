import { atom } from "jotai"

/** Alert priorities of spec §3. */
export type AlertPriority = 1 | 2 | 3 | 4

/**
 * An alert to show above the page. `text` is already in the customer's language (a screen translates
 * its message key before raising it), so the list never mixes languages after a switch… except that
 * alerts clear when the screen is left anyway.
 */
export interface PortalAlert {
  readonly priority: AlertPriority
  readonly text: string
}

export const alertsAtom = atom<ReadonlyArray<PortalAlert>>([])

/** Adding an alert replaces the current list with it (spec §2). */
export const showAlertAtom = atom(null, (_get, set, alert: PortalAlert) => set(alertsAtom, [alert]))

/** Several alerts at once, for a screen that has more than one thing to say. */
export const showAlertsAtom = atom(null, (_get, set, alerts: ReadonlyArray<PortalAlert>) =>
  set(alertsAtom, alerts),
)
