import { demoCaptchaTokens } from "@billpath/contract/rules"
import { useAtomValue } from "jotai"
import { useEffect, useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import type { RobotCheck, VisibleChallengeKind } from "./robot-check.ts"

interface ChallengeProps {
  readonly check: RobotCheck
  readonly onPassed: () => void
  readonly onFailed: () => void
}

const boxClass = css({
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  borderRadius: "control",
  p: "4",
  bg: "bg.canvas",
})
const checkboxLabelClass = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  cursor: "pointer",
  minHeight: "44px",
})

/** The visible challenge: the demo's checkbox, or Google's widget; either way the API gives the verdict. */
export const VisibleChallenge = (props: ChallengeProps) => {
  const LL = useTranslations()
  const { visible } = props.check
  return (
    <fieldset className={boxClass}>
      <legend className={css({ fontWeight: "600", px: "1" })}>{LL.home.robotCheckHeading()}</legend>
      {visible.kind === "checkbox" ? (
        <DemoCheckbox {...props} />
      ) : (
        <GoogleWidget {...props} visible={visible} />
      )}
    </fieldset>
  )
}

/** The mock server's demo challenge: ticking the box yields the demo's ticked token. */
const DemoCheckbox = ({ check, onPassed, onFailed }: ChallengeProps) => {
  const LL = useTranslations()
  const [ticked, setTicked] = useState(false)
  const [checking, setChecking] = useState(false)
  const tick = async (checked: boolean) => {
    setTicked(checked)
    if (!checked) return
    setChecking(true)
    const passed = await check.verifyVisible(demoCaptchaTokens.ticked)
    setChecking(false)
    if (passed) onPassed()
    else {
      setTicked(false)
      onFailed()
    }
  }
  return (
    <label className={checkboxLabelClass}>
      <input
        type="checkbox"
        checked={ticked}
        disabled={checking}
        onChange={(event) => void tick(event.currentTarget.checked)}
        className={css({ width: "24px", height: "24px", accentColor: "brand.primary" })}
      />
      {LL.home.robotCheck()}
    </label>
  )
}

/** Google's "I'm not a robot" widget; a token it hands over is verified, and a refused one resets it. */
const GoogleWidget = ({
  check,
  onPassed,
  onFailed,
  visible,
}: ChallengeProps & { readonly visible: Extract<VisibleChallengeKind, { kind: "widget" }> }) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const container = useRef<HTMLDivElement>(null)
  const [unavailable, setUnavailable] = useState(false)
  // The latest callbacks, so the widget drawn once keeps reporting to the current form.
  const report = useRef({ check, onPassed, onFailed })
  report.current = { check, onPassed, onFailed }

  useEffect(() => {
    const element = container.current
    if (element === null) return
    let cancelled = false
    let widget: { readonly reset: () => void } | undefined
    visible
      .mount(element, language, (token) => {
        void report.current.check.verifyVisible(token).then((passed) => {
          if (cancelled) return
          if (passed) report.current.onPassed()
          else {
            widget?.reset()
            report.current.onFailed()
          }
        })
      })
      .then(
        (drawn) => {
          widget = drawn
        },
        () => {
          if (!cancelled) setUnavailable(true)
        },
      )
    return () => {
      cancelled = true
      element.replaceChildren()
    }
  }, [visible, language])

  return (
    <>
      <div ref={container} />
      {unavailable ? (
        <p role="alert" className={css({ m: 0, color: "status.error", fontWeight: "500" })}>
          {LL.home.robotCheckUnavailable()}
        </p>
      ) : null}
    </>
  )
}
