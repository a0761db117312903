import type { UsagePeriod } from "@billpath/contract"
import { Group } from "@visx/group"
import { Bar } from "@visx/shape"
import { nice, ticks } from "d3-array"
import { scaleBand } from "d3-scale"
import { useAtomValue } from "jotai"
import { type KeyboardEvent, useId, useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import { formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { formatQuantity, periodLabel } from "../../shared/usage-format.ts"
import { useElementWidth } from "./element-width.ts"

const height = 260
const margin = { top: 28, right: 28, bottom: 36, left: 56 }

// Hidden overflow: the chart takes the width it is given, never widens the card (a phone's page).
const frameClass = css({ width: "100%", minWidth: "0", overflow: "hidden", m: "0" })
const svgClass = css({ display: "block", maxWidth: "100%" })
const barClass = css({
  fill: "brand.primary",
  cursor: "default",
  outline: "none",
  _focusVisible: { stroke: "fg.default", strokeWidth: "3px" },
})
const activeBarClass = css({ fill: "brand.secondary" })
const axisClass = css({ "& line": { stroke: "fg.muted" } })
// Light lines across the chart at each value the left side names.
const gridClass = css({ strokeDasharray: "2 4", opacity: 0.6 })
const tickClass = css({ fill: "fg.muted", fontSize: "12px" })
const valueClass = css({ fill: "fg.default", fontSize: "13px", fontWeight: "700" })

/**
 * A service's usage per billing period as SVG bars (d3's band scale and round ticks, visx's bars). The bars
 * are one Tab stop that the arrow keys, Home and End move through, each saying its period and quantity, the
 * focused one's value drawn above it.
 */
export const UsageChart = ({
  periods,
  title,
}: {
  readonly periods: ReadonlyArray<UsagePeriod>
  readonly title: string
}) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const frame = useRef<HTMLDivElement>(null)
  const width = useElementWidth(frame, 640)
  const id = useId()
  const [active, setActive] = useState(periods.length - 1)
  const [focused, setFocused] = useState(false)
  const bars = useRef<Array<SVGRectElement | null>>([])

  const innerWidth = Math.max(120, width - margin.left - margin.right)
  const innerHeight = height - margin.top - margin.bottom
  const x = scaleBand<string>()
    .domain(periods.map((period) => period.ATRTransactionID))
    .range([0, innerWidth])
    .padding(0.25)
  const most = Math.max(1, ...periods.map((period) => period.quantity))
  // d3's linear scale, nice from 0, without the colour and number-format modules that d3-scale's brings.
  const [, top] = nice(0, most, 10)
  const y = (value: number): number => innerHeight - (value / top) * innerHeight
  const labelOf = new Map(
    periods.map((period) => [period.ATRTransactionID, periodLabel(period.statementDate, language)]),
  )
  // A narrow chart labels every second or third period, so the labels (about 64 px) never touch.
  const labelStep = Math.max(1, Math.ceil(64 / (innerWidth / Math.max(1, periods.length))))

  const move = (index: number) => {
    const next = Math.min(periods.length - 1, Math.max(0, index))
    setActive(next)
    bars.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<SVGRectElement>) => {
    const moves: Readonly<Record<string, number>> = {
      ArrowRight: active + 1,
      ArrowDown: active + 1,
      ArrowLeft: active - 1,
      ArrowUp: active - 1,
      Home: 0,
      End: periods.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    move(target)
  }

  const shown = periods[active]
  const shownX = shown === undefined ? 0 : (x(shown.ATRTransactionID) ?? 0) + x.bandwidth() / 2
  return (
    <figure
      className={frameClass}
      ref={frame}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      data-testid="usage-chart"
    >
      <figcaption id={`${id}-title`} className={css({ fontWeight: "700", mb: "1" })}>
        {title}
      </figcaption>
      <p id={`${id}-description`} className={css({ color: "fg.muted", fontSize: "sm", m: "0", mb: "2" })}>
        {LL.usage.chartDescription()}
      </p>
      <svg width={width} height={height} className={svgClass}>
        <title>{title}</title>
        <Group left={margin.left} top={margin.top}>
          {/* The axes repeat what each bar says: screen readers skip them. */}
          <Group aria-hidden="true" className={axisClass}>
            {ticks(0, top, 5).map((tick) => (
              <Group key={tick} top={y(tick)}>
                <line x1={0} x2={innerWidth} className={gridClass} />
                <text x={-8} dy="0.33em" textAnchor="end" className={tickClass}>
                  {formatQuantity(tick, language)}
                </text>
              </Group>
            ))}
            <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
            {periods.map((period, index) =>
              (periods.length - 1 - index) % labelStep !== 0 ? null : (
                <text
                  key={period.ATRTransactionID}
                  x={(x(period.ATRTransactionID) ?? 0) + x.bandwidth() / 2}
                  y={innerHeight + 20}
                  textAnchor="middle"
                  className={tickClass}
                >
                  {labelOf.get(period.ATRTransactionID)}
                </text>
              ),
            )}
          </Group>
          {periods.map((period, index) => {
            const barHeight = innerHeight - y(period.quantity)
            return (
              <Bar
                key={period.ATRTransactionID}
                innerRef={(element) => {
                  bars.current[index] = element
                }}
                x={x(period.ATRTransactionID) ?? 0}
                y={innerHeight - barHeight}
                width={x.bandwidth()}
                height={Math.max(1, barHeight)}
                rx={2}
                className={index === active && focused ? `${barClass} ${activeBarClass}` : barClass}
                tabIndex={index === active ? 0 : -1}
                role="img"
                aria-label={LL.usage.barLabel({
                  period: labelOf.get(period.ATRTransactionID) ?? "",
                  quantity: formatQuantity(period.quantity, language),
                  charge: formatMoney(period.charge, language),
                })}
                onKeyDown={onKeyDown}
                onFocus={() => {
                  setActive(index)
                  setFocused(true)
                }}
                onBlur={() => setFocused(false)}
                onClick={() => move(index)}
                data-quantity={period.quantity}
              />
            )
          })}
          {focused && shown !== undefined ? (
            <Group aria-hidden="true">
              <text x={shownX} y={y(shown.quantity) - 8} textAnchor="middle" className={valueClass}>
                {formatQuantity(shown.quantity, language)}
              </text>
            </Group>
          ) : null}
        </Group>
      </svg>
    </figure>
  )
}
