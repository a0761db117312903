import type { UsagePeriod } from "@billpath/contract"
import { Group } from "@visx/group"
import { Bar } from "@visx/shape"
import { nice, ticks } from "d3-array"
import { scaleBand } from "d3-scale"
import { useAtomValue } from "jotai"
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import { formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { formatQuantity, monthLabel, periodLabel } from "../../shared/usage-format.ts"

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
// The latest bill stands out, as the period a customer most often asks about.
const latestBarClass = css({ fill: "brand.secondary" })
// The average across the chart, dashed so it never reads as a bar's top.
const averageClass = css({ stroke: "fg.default", strokeWidth: "2px", strokeDasharray: "6 4" })
const legendClass = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "4",
  m: "0",
  mt: "2",
  p: "0",
  listStyle: "none",
  fontSize: "sm",
  color: "fg.muted",
})
const swatchClass = css({
  display: "inline-block",
  width: "14px",
  height: "14px",
  mr: "2",
  verticalAlign: "middle",
})
const averageSwatchClass = css({
  display: "inline-block",
  width: "20px",
  mr: "2",
  verticalAlign: "middle",
  borderTopWidth: "2px",
  borderTopStyle: "dashed",
  borderTopColor: "fg.default",
})
// The arrow keys' hint shows while the bars have the focus. Its room is always kept: a hint that came and went
// would move what is below the chart as the focus leaves it, under a pointer on its way to a button there.
const hintClass = css({ "&[data-shown=false]": { visibility: "hidden" } })
const axisClass = css({ "& line": { stroke: "fg.muted" } })
const gridClass = css({ strokeDasharray: "2 4", opacity: 0.6 })
const tickClass = css({ fill: "fg.muted", fontSize: "12px" })
const valueClass = css({ fill: "fg.default", fontSize: "13px", fontWeight: "700" })

/** Usage per billing period as SVG bars: one Tab stop, with arrow keys, Home and End moving between bars. */
export const UsageChart = ({
  periods,
  title,
  unit,
}: {
  readonly periods: ReadonlyArray<UsagePeriod>
  readonly title: string
  /** The quantities' unit in the page's language ("GB", "Go"), when the service has one. */
  readonly unit?: string
}) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const frame = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(640)
  useEffect(() => {
    const target = frame.current
    if (target === null) return
    setWidth(target.clientWidth || 640)
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(Math.round(entry.contentRect.width) || 640)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [])
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
  // A narrow chart names months alone ("Nov") and as many as fit; a wide one adds the year.
  const narrow = innerWidth / Math.max(1, periods.length) < 64
  const labelStep = Math.ceil(34 / (innerWidth / Math.max(1, periods.length)))
  const withUnit = (quantity: number): string =>
    `${formatQuantity(quantity, language)}${unit === undefined ? "" : `\u00a0${unit}`}`
  const average = periods.reduce((sum, period) => sum + period.quantity, 0) / Math.max(1, periods.length)

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
      <svg width={width} height={height} className={svgClass}>
        <title>{title}</title>
        <Group left={margin.left} top={margin.top}>
          {/* The axes repeat what each bar says: screen readers skip them. */}
          <Group aria-hidden="true" className={axisClass}>
            {unit === undefined ? null : (
              <text x={-8} y={-14} textAnchor="end" className={tickClass}>
                {unit}
              </text>
            )}
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
                  {(narrow ? monthLabel : periodLabel)(period.statementDate, language)}
                </text>
              ),
            )}
          </Group>
          {periods.map((period, index) => (
            <Bar
              key={period.ATRTransactionID}
              innerRef={(element) => {
                bars.current[index] = element
              }}
              x={x(period.ATRTransactionID) ?? 0}
              y={y(period.quantity)}
              width={x.bandwidth()}
              height={Math.max(1, innerHeight - y(period.quantity))}
              rx={2}
              className={index === periods.length - 1 ? `${barClass} ${latestBarClass}` : barClass}
              tabIndex={index === active ? 0 : -1}
              role="img"
              aria-label={LL.usage.barLabel({
                period: periodLabel(period.statementDate, language),
                quantity: withUnit(period.quantity),
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
          ))}
          <Group aria-hidden="true">
            <line
              x1={0}
              x2={innerWidth}
              y1={y(average)}
              y2={y(average)}
              className={averageClass}
              data-testid="usage-average"
            />
          </Group>
          {focused && shown !== undefined ? (
            <Group aria-hidden="true">
              <text x={shownX} y={y(shown.quantity) - 8} textAnchor="middle" className={valueClass}>
                {withUnit(shown.quantity)}
              </text>
            </Group>
          ) : null}
        </Group>
      </svg>
      <ul className={legendClass}>
        <li>
          <span className={`${swatchClass} ${css({ bg: "brand.secondary" })}`} aria-hidden="true" />
          {LL.usage.latest()}
        </li>
        <li data-testid="usage-average-legend">
          <span className={averageSwatchClass} aria-hidden="true" />
          {LL.usage.average({ quantity: withUnit(average >= 10 ? Math.round(average) : average) })}
        </li>
        {/* Screen readers have the whole description, above. */}
        <li className={hintClass} data-shown={focused} aria-hidden="true" data-testid="usage-keyboard-hint">
          {LL.usage.keyboardHint()}
        </li>
      </ul>
      <p id={`${id}-description`} className={css({ srOnly: true })}>
        {LL.usage.chartDescription()}
      </p>
    </figure>
  )
}
