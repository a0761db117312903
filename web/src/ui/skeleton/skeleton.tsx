import { css } from "../../../styled-system/css"

const look = css({
  borderRadius: "control",
  bg: "border.default",
  opacity: 0.6,
  animation: "pulse",
  _motionReduce: { animation: "none" },
})

// One line of the surrounding text: as tall as the line it stands in, so the line keeps its final height.
const lineClass = `${look} ${css({ display: "inline-block", verticalAlign: "top", height: "1lh", maxWidth: "100%" })}`
const blockClass = `${look} ${css({ display: "block", maxWidth: "100%" })}`

export interface SkeletonProps {
  /** How wide the text or box that will replace it is expected to be ("9em", "100%"). */
  readonly width: string
  /** A box (a button, an icon) of this height instead of a line of text. */
  readonly height?: string
}

/** Sized like what replaces it so nothing moves; hidden from screen readers, as the region says `aria-busy`. */
export const Skeleton = ({ width, height }: SkeletonProps) => (
  <span
    aria-hidden="true"
    className={height === undefined ? lineClass : blockClass}
    style={{ width, height }}
    data-skeleton
  />
)

/** Says "Loading" to screen readers where skeletons stand in for a card's content. */
export const LoadingNote = ({ text }: { readonly text: string }) => (
  <p className={css({ srOnly: true })}>{text}</p>
)

/** A paragraph of one skeleton line (or box), in the class of the paragraph that will replace it. */
export const SkeletonLine = ({ className, ...skeleton }: SkeletonProps & { readonly className?: string }) => (
  <p className={className}>
    <Skeleton {...skeleton} />
  </p>
)
