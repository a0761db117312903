import { useState } from "react"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { demoTickedToken, type RobotCheck } from "./robot-check.ts"

/**
 * The visible second-version challenge. In demo mode it is a checkbox that yields the demo's ticked
 * token; the verdict always comes from the API, as it would with Google's widget.
 */
export const VisibleChallenge = ({
  check,
  onPassed,
  onFailed,
}: {
  readonly check: RobotCheck
  readonly onPassed: () => void
  readonly onFailed: () => void
}) => {
  const LL = useTranslations()
  const [ticked, setTicked] = useState(false)
  const [checking, setChecking] = useState(false)
  const tick = async (checked: boolean) => {
    setTicked(checked)
    if (!checked) return
    setChecking(true)
    const passed = await check.verifyVisible(demoTickedToken)
    setChecking(false)
    if (passed) onPassed()
    else {
      setTicked(false)
      onFailed()
    }
  }
  return (
    <fieldset
      className={css({
        borderWidth: "1px",
        borderStyle: "solid",
        borderColor: "border.default",
        borderRadius: "control",
        p: "4",
        bg: "bg.canvas",
      })}
    >
      <legend className={css({ fontWeight: "600", px: "1" })}>{LL.home.robotCheckHeading()}</legend>
      <label
        className={css({
          display: "flex",
          alignItems: "center",
          gap: "3",
          cursor: "pointer",
          minHeight: "44px",
        })}
      >
        <input
          type="checkbox"
          checked={ticked}
          disabled={checking}
          onChange={(event) => void tick(event.currentTarget.checked)}
          className={css({ width: "24px", height: "24px", accentColor: "brand.primary" })}
        />
        {LL.home.robotCheck()}
      </label>
    </fieldset>
  )
}
