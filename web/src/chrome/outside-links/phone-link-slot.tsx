import { type ComponentProps, lazy, Suspense } from "react"
import type { PhoneLink as PhoneLinkPart } from "./phone-link.tsx"

// Only a kiosk's layout shows links as codes: the part loads with the first such link, not with the shell.
const PhoneLink = lazy(() => import("./phone-link.tsx").then((module) => ({ default: module.PhoneLink })))

/** A link shown as a code to scan (phone-link.tsx), loaded when a page first shows one. */
export const PhoneLinkSlot = (props: ComponentProps<typeof PhoneLinkPart>) => (
  <Suspense fallback={<span className={props.className}>{props.children}</span>}>
    <PhoneLink {...props} />
  </Suspense>
)
