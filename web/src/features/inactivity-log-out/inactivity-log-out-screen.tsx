import { Link } from "@tanstack/react-router"
import { css } from "../../../styled-system/css"
import { button, card } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { usePageParams } from "../../navigation/page-params.ts"

export const InactivityLogOutScreen = () => {
  const LL = useTranslations()
  return (
    <section className={`${card()} ${css({ maxWidth: "560px", mx: "auto", textAlign: "center" })}`}>
      <h1 className={css({ textStyle: "title.page", mb: "3" })}>{LL.inactivityLogOut.heading()}</h1>
      <p className={css({ mb: "6" })}>{LL.inactivityLogOut.message()}</p>
      <Link to="/{-$lang}" params={usePageParams()} className={button()}>
        {LL.inactivityLogOut.returnToSignIn()}
      </Link>
    </section>
  )
}
