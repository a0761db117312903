import type { Token } from "@billpath/contract"
import { atom } from "jotai"

/** A visitor flow's narrow token, never a session (docs/decisions/035-visitor-flows.md). */
export const visitorPassAtom = atom<Token | null>(null)
