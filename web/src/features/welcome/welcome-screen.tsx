import type { LanguageCode } from "@billpath/contract"
import { Navigate, useNavigate } from "@tanstack/react-router"
import { useAtomValue, useStore } from "jotai"
import { css } from "../../../styled-system/css"
import { button, card } from "../../../styled-system/recipes"
import { ownName } from "../../chrome/language-name.tsx"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { pageParams } from "../../navigation/page-params.ts"
import { changeLanguage } from "../../session/change-language.ts"
import { activeThemeAtom, kioskSettingsAtom } from "../../theme/theme-atoms.ts"

/**
 * The kiosk between customers: the provider's line from config.json, "Touch to start" and a
 * large button per language; the one touched starts the sign-in page (with quick pay beside it) in that
 * language. Outside kiosk mode it sends the visitor to the sign-in page.
 */
export const WelcomeScreen = () => {
  const LL = useTranslations()
  const store = useStore()
  const navigate = useNavigate()
  const language = useAtomValue(languageAtom)
  const { languages } = useAtomValue(activeThemeAtom)
  const kiosk = useAtomValue(kioskSettingsAtom)
  // The attract screen is a kiosk's; a web portal has its sign-in page.
  if (kiosk === undefined) return <Navigate to="/{-$lang}" params={pageParams(language)} replace />
  const message = kiosk.attractMessage[language] ?? kiosk.attractMessage.en
  const start = async (chosen: LanguageCode) => {
    await changeLanguage(store, chosen)
    await navigate({ to: "/{-$lang}", params: pageParams(chosen) })
  }
  return (
    <section
      aria-labelledby="attract-heading"
      className={`${card()} ${css({
        maxWidth: "720px",
        mx: "auto",
        mt: { base: "4", md: "12" },
        textAlign: "center",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        gap: "6",
        py: "12",
      })}`}
    >
      <h1 id="attract-heading" className={css({ fontSize: "4xl", lineHeight: "1.15", m: "0" })}>
        {LL.kiosk.touchToStart()}
      </h1>
      {message === "" ? null : <p className={css({ fontSize: "2xl", m: "0" })}>{message}</p>}
      <fieldset
        className={css({
          display: "flex",
          flexDirection: { base: "column", sm: "row" },
          gap: "4",
          width: "100%",
          justifyContent: "center",
          border: "none",
          p: "0",
          m: "0",
        })}
      >
        <legend className={css({ fontSize: "lg", mb: "4", color: "fg.muted", width: "100%" })}>
          {LL.kiosk.chooseLanguage()}
        </legend>
        {languages.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            className={`${button()} ${css({ minHeight: "5rem", minWidth: "12rem", fontSize: "2xl", px: "8" })}`}
            onClick={() => void start(code)}
          >
            {ownName[code]}
          </button>
        ))}
      </fieldset>
    </section>
  )
}
