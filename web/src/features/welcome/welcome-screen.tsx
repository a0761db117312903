import type { LanguageCode } from "@billpath/contract"
import { isQuickPayOffered } from "@billpath/contract/rules"
import { Link, Navigate, useLocation, useNavigate } from "@tanstack/react-router"
import { useAtomValue, useStore } from "jotai"
import type { MouseEvent } from "react"
import { css } from "../../../styled-system/css"
import { chromeThemeAtom } from "../../chrome/chrome-theme.ts"
import { ownName } from "../../chrome/language-name.tsx"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { pageParams, usePageParams } from "../../navigation/page-params.ts"
import { changeLanguage } from "../../session/change-language.ts"
import { activeThemeAtom, kioskSettingsAtom, themeSettingsAtom } from "../../theme/theme-atoms.ts"

// The whole screen in the provider's colour, above the header: between customers the terminal is an
// advertisement for itself, seen from across the store.
const attractClass = css({
  position: "fixed",
  inset: "0",
  zIndex: 30,
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "10",
  px: "8",
  py: "12",
  bg: "brand.primary",
  color: "brand.onPrimary",
  textAlign: "center",
  cursor: "pointer",
})

// The logo is drawn for a light background: it sits on the theme's surface.
const logoPlateClass = css({ bg: "bg.surface", borderRadius: "card", px: "8", py: "5" })

// Sized by padding: the kiosk's touch floor (touch-sizes.tsx) overrides min-heights.
const languageButtonClass = css({
  py: "5",
  px: "10",
  fontSize: "3xl",
  fontWeight: "700",
  bg: "bg.surface",
  color: "brand.primary",
  borderWidth: "0",
  borderRadius: "card",
  cursor: "pointer",
  // The theme's focus colour may be close to the primary behind the buttons.
  _focusVisible: { outlineColor: "brand.onPrimary" },
})

// The attract screen's and the tasks' headings, to be read from across the store.
const headingClass = css({ fontSize: "5xl", fontWeight: "700", lineHeight: "1.15", m: "0" })

const tileStyle = css.raw({
  width: "100%",
  px: "8",
  py: "6",
  borderWidth: "3px",
  borderStyle: "solid",
  borderColor: "brand.primary",
  borderRadius: "card",
  bg: "bg.surface",
  color: "fg.default",
  textDecoration: "none",
})
// Merged, so the first tile's colours replace the others' instead of racing them in the stylesheet.
const tileClasses = {
  main: css(tileStyle, {
    bg: "brand.primary",
    color: "brand.onPrimary",
    _hover: { filter: "brightness(0.92)" },
  }),
  other: css(tileStyle),
} as const

// The kiosk between customers (docs/decisions/039-kiosk.md); outside kiosk mode it sends the visitor to sign in.
export const WelcomeScreen = () => {
  const kiosk = useAtomValue(kioskSettingsAtom)
  const language = useAtomValue(languageAtom)
  // `#tasks`: the language is chosen, the store's tasks show. A hash, not a search parameter: the route
  // table every page loads stays as it is.
  const { hash } = useLocation()
  if (kiosk === undefined) return <Navigate to="/{-$lang}" params={pageParams(language)} replace />
  const line = kiosk.attractMessage[language] ?? kiosk.attractMessage.en
  return hash === "tasks" ? <TaskTiles /> : <AttractScreen line={line} />
}

const AttractScreen = ({ line }: { readonly line: string }) => {
  const LL = useTranslations()
  const store = useStore()
  const navigate = useNavigate()
  const language = useAtomValue(languageAtom)
  const { languages } = useAtomValue(activeThemeAtom)
  const { text, images, image } = useAtomValue(chromeThemeAtom)
  const start = async (chosen: LanguageCode) => {
    await changeLanguage(store, chosen)
    await navigate({ to: "/{-$lang}/welcome", params: pageParams(chosen), hash: "tasks" })
  }
  // A touch anywhere but on a language starts in the language shown; the buttons are the keyboard's way.
  const touched = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("button") === null) void start(language)
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the language buttons inside are the keyboard's way
    <section aria-labelledby="attract-heading" className={attractClass} onClick={touched}>
      <div className={logoPlateClass}>
        <img src={image(images.logo)} alt={text.providerName} width={300} height={72} />
      </div>
      <h1 id="attract-heading" className={headingClass}>
        {LL.kiosk.touchToStart()}
      </h1>
      {line === "" ? null : <p className={css({ fontSize: "3xl", m: "0" })}>{line}</p>}
      <fieldset
        className={css({
          display: "flex",
          flexWrap: "wrap",
          gap: "6",
          justifyContent: "center",
          border: "none",
          p: "0",
          m: "0",
        })}
      >
        <legend className={css({ fontSize: "2xl", mb: "6", width: "100%" })}>
          {LL.kiosk.chooseLanguage()}
        </legend>
        {languages.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            className={languageButtonClass}
            onClick={() => void start(code)}
          >
            {ownName[code]}
          </button>
        ))}
      </fieldset>
    </section>
  )
}

const TaskTiles = () => {
  const LL = useTranslations()
  const settings = useAtomValue(themeSettingsAtom)
  const params = usePageParams()
  const tiles = [
    ...(isQuickPayOffered(settings)
      ? [{ to: "/{-$lang}/quickpay", title: LL.kiosk.taskPay(), hint: LL.kiosk.taskPayHint() } as const]
      : []),
    { to: "/{-$lang}", title: LL.kiosk.taskSignIn(), hint: LL.kiosk.taskSignInHint() } as const,
    { to: "/{-$lang}/register", title: LL.kiosk.taskRegister(), hint: LL.kiosk.taskRegisterHint() } as const,
  ]
  return (
    <section
      aria-labelledby="tasks-heading"
      className={css({
        display: "flex",
        flexDirection: "column",
        gap: "8",
        maxWidth: "960px",
        mx: "auto",
        py: "6",
        // The tiles stand in the middle of the screen, under the header, not above an empty half of it.
        minHeight: "calc(100vh - 8rem)",
        justifyContent: "center",
      })}
    >
      <h1 id="tasks-heading" className={headingClass}>
        {LL.kiosk.tasksTitle()}
      </h1>
      <ul className={css({ listStyle: "none", m: "0", p: "0", display: "grid", gap: "6" })}>
        {tiles.map((tile, index) => (
          <li key={tile.to}>
            <Link to={tile.to} params={params} className={index === 0 ? tileClasses.main : tileClasses.other}>
              {/* One block inside: the kiosk lays links out as centred inline flex boxes. */}
              <span className={css({ display: "block", width: "100%", textAlign: "start" })}>
                <span
                  className={css({ display: "block", fontSize: "4xl", fontWeight: "700", lineHeight: "1.2" })}
                >
                  {tile.title}
                </span>
                <span className={css({ display: "block", fontSize: "2xl", mt: "2" })}>{tile.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/{-$lang}/welcome"
        params={params}
        className={css({ alignSelf: "flex-start", fontSize: "xl" })}
      >
        {LL.kiosk.startOver()}
      </Link>
    </section>
  )
}
