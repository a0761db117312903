/** A padlock, its shackle and its body: something the account may not change. */
export const padlockPath = "M5 7V5a3 3 0 0 1 6 0v2M3.5 7h9v6.5h-9z"

/** An arrow down onto a line: a file to download. */
export const downloadPath = "M8 2v8M4.5 6.5 8 10l3.5-3.5M2.5 13.5h11"

/** A small decorative line drawing in the current colour; its control carries the accessible name. */
export const LineIcon = ({
  d,
  size,
  viewBox = 16,
  strokeWidth = 1.6,
  strokeLinejoin = "round",
  className,
}: {
  /** The path to stroke, in the `viewBox` square's units. */
  readonly d: string
  /** Its width and height on screen, in CSS pixels. */
  readonly size: number
  readonly viewBox?: number
  readonly strokeWidth?: number
  readonly strokeLinejoin?: "round" | "miter"
  readonly className?: string
}) => (
  <svg
    className={className}
    width={size}
    height={size}
    viewBox={`0 0 ${viewBox} ${viewBox}`}
    aria-hidden="true"
    focusable="false"
  >
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin={strokeLinejoin}
    />
  </svg>
)
