import { css } from "../../../styled-system/css"
import { qrModules, qrPath } from "./qr-modules.ts"

const svgClass = css({
  display: "block",
  width: "100%",
  height: "auto",
  // Dark on light whatever the theme: cameras read a QR code by its contrast, fewer an inverted one.
  bg: "white",
  color: "black",
  borderRadius: "control",
})

/** Whoever uses it shows the address beside it as text, since a screen reader cannot scan it. */
export const QrCode = ({ text, label }: { readonly text: string; readonly label: string }) => {
  const modules = qrModules(text)
  return (
    <svg
      className={svgClass}
      viewBox={`0 0 ${modules.size} ${modules.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect width={modules.size} height={modules.size} fill="white" />
      <path d={qrPath(modules)} fill="black" />
    </svg>
  )
}
