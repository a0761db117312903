import type { Token } from "@billpath/contract"
import { atom } from "jotai"

/**
 * A visitor flow's narrow token (docs/decisions/035-visitor-flows.md): quick pay's `QuickPay`, a
 * registration's `Registration`, a password reset's `PasswordReset`. It is sent with the flow's next
 * calls when there is no signed-in session, and is never a session: nothing signed-in accepts it.
 */
export const visitorPassAtom = atom<Token | null>(null)
