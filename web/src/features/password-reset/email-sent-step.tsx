import { Link } from "@tanstack/react-router"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { usePageParams } from "../../navigation/page-params.ts"
import { introClass } from "../../ui/form/form-styles.ts"

/** The e-mail-sent step (spec §2): what happens next, and the way back to sign in. */
export const EmailSentStep = () => {
  const LL = useTranslations()
  return (
    <>
      <p className={css({ m: "0" })}>{LL.passwordReset.emailSentText()}</p>
      <p className={introClass}>{LL.passwordReset.emailSentHint()}</p>
      <Link to="/{-$lang}" params={usePageParams()} className={button({ fullWidth: true })}>
        {LL.newPassword.returnToSignIn()}
      </Link>
    </>
  )
}
