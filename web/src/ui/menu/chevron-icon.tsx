import { LineIcon } from "../icons/line-icon.tsx"

/** The menu button's down arrow, shared by the real trigger and its stand-in (deferred-menu.tsx). */
export const ChevronIcon = () => (
  <LineIcon size={16} strokeWidth={2} strokeLinejoin="miter" d="M3.5 6 8 10.5 12.5 6" />
)
