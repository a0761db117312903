import { css } from "../../../styled-system/css"

const paths = {
  error: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 5h2v7h-2zm0 9h2v2h-2z",
  warning: "M12 2 1 21h22L12 2zm-1 7h2v6h-2zm0 8h2v2h-2z",
  tip: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 8h2v7h-2zm0-4h2v2h-2z",
  success: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4z",
} as const

// Panda extracts styles at build time, so each colour is its own literal class.
const colourClasses = {
  error: css({ color: "status.error" }),
  warning: css({ color: "status.warning" }),
  tip: css({ color: "status.tip" }),
  success: css({ color: "status.success" }),
} as const

const iconClass = css({ flexShrink: 0, fill: "currentColor" })

/** The priority's icon; its name is read out before the message ("Error: …"). */
export const AlertIcon = ({ tone, label }: { readonly tone: keyof typeof paths; readonly label: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    role="img"
    aria-label={label}
    className={`${iconClass} ${colourClasses[tone]}`}
  >
    <path d={paths[tone]} />
  </svg>
)
