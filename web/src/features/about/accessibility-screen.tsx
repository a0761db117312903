import type { LanguageCode, ScreenSize } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { lazy, type ReactNode, Suspense, useId } from "react"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { localeOf } from "../../i18n/locale-of.ts"
import { perLanguage } from "../../i18n/per-language.ts"
import { themeForLanguageAtom } from "../../theme/theme-atoms.ts"
import { TermList } from "../../ui/term-list/term-list.tsx"
import { lastAxeRun } from "./last-axe-run.ts"

// From the help block's own chunk: a static import would make it a shared chunk that every page loads.
const SupportContacts = lazy(() =>
  import("../../chrome/help-block.tsx").then(({ SupportContacts }) => ({ default: SupportContacts })),
)

const sectionClass = css({ display: "flex", flexDirection: "column", gap: "3" })
const headingClass = css({ textStyle: "title.card" })
const listClass = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  pl: "5",
  m: "0",
  listStyle: "disc",
})

const Section = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  )
}

const listFormat = perLanguage((language) => new Intl.ListFormat(localeOf[language], { type: "conjunction" }))
const languageNames = perLanguage(
  (language) => new Intl.DisplayNames(localeOf[language], { type: "language" }),
)
const countFormat = perLanguage((language) => new Intl.NumberFormat(localeOf[language]))
const longDateFormat = perLanguage(
  (language) => new Intl.DateTimeFormat(localeOf[language], { dateStyle: "long", timeZone: "UTC" }),
)

/** "390 × 844, 1080 × 1920 and 1280 × 800", in the page's language. */
const sizesText = (sizes: ReadonlyArray<ScreenSize>, language: LanguageCode): string =>
  listFormat(language).format(
    // No-break spaces: a size never breaks over two lines.
    sizes.map(({ width, height }) => `${width}\u00a0×\u00a0${height}`),
  )

/** "English and French" or "anglais et français". */
const languagesText = (codes: ReadonlyArray<string>, language: LanguageCode): string =>
  listFormat(language).format(codes.map((code) => languageNames(language).of(code) ?? code))

/** The last run's figures, as the end-to-end suite wrote them: nothing here is typed by hand. */
const LastRun = () => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  // The file a fresh branch starts with, before any full run has written it: no figures to show yet.
  if (lastAxeRun.screenStates === 0) return <p className={css({ m: "0" })}>{LL.accessibility.noRunYet()}</p>
  const count = countFormat(language)
  const date = longDateFormat(language)
  const figures = [
    {
      term: LL.accessibility.date(),
      value: <time dateTime={lastAxeRun.finishedAt}>{date.format(new Date(lastAxeRun.finishedAt))}</time>,
    },
    { term: LL.accessibility.screenStates(), value: count.format(lastAxeRun.screenStates) },
    { term: LL.accessibility.pages(), value: count.format(lastAxeRun.pages) },
    { term: LL.accessibility.languages(), value: languagesText(lastAxeRun.languages, language) },
    { term: LL.accessibility.screenSizes(), value: sizesText(lastAxeRun.screenSizes, language) },
    { term: LL.accessibility.rulesChecked(), value: count.format(lastAxeRun.rulesChecked) },
    { term: LL.accessibility.violations(), value: count.format(lastAxeRun.violations) },
  ]
  return (
    <>
      <p className={css({ m: "0" })}>{LL.accessibility.lastRunIntro()}</p>
      <TermList
        lines={figures}
        className={css({
          gridTemplateColumns: { base: "1fr", sm: "minmax(0, 16rem) minmax(0, 1fr)" },
          rowGap: { base: "1", sm: "2" },
          m: "0",
          p: "4",
          borderWidth: "1px",
          borderStyle: "solid",
          borderColor: "border.default",
          borderRadius: "card",
          bg: "bg.surface",
          "& dt": { fontWeight: "600" },
          "& dd": { m: "0", mb: { base: "2", sm: "0" } },
        })}
      />
    </>
  )
}

/** The accessibility statement (docs/decisions/038-accessibility-statement.md). */
export const AccessibilityScreen = () => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const provider = useAtomValue(themeForLanguageAtom).text.providerName
  const sizes = lastAxeRun.screenSizes
  return (
    <article className={css({ display: "flex", flexDirection: "column", gap: "6", maxWidth: "72ch" })}>
      <div className={sectionClass}>
        <h1 className={css({ textStyle: "title.page" })}>{LL.titles.accessibility()}</h1>
        <p className={css({ m: "0" })}>{LL.accessibility.intro({ provider })}</p>
      </div>
      <Section title={LL.accessibility.goalHeading()}>
        <p className={css({ m: "0" })}>{LL.accessibility.goal()}</p>
      </Section>
      <Section title={LL.accessibility.testingHeading()}>
        <ul className={listClass}>
          <li>{LL.accessibility.testingAxe()}</li>
          <li>{LL.accessibility.testingKeyboard()}</li>
          {sizes.length === 0 ? null : (
            <li>{LL.accessibility.testingSizes({ sizes: sizesText(sizes, language) })}</li>
          )}
        </ul>
      </Section>
      <Section title={LL.accessibility.lastRunHeading()}>
        <LastRun />
      </Section>
      <Section title={LL.accessibility.limitationsHeading()}>
        <p className={css({ m: "0" })}>{LL.accessibility.limitationsIntro()}</p>
        <ul className={listClass}>
          <li>{LL.accessibility.limitationQuestions()}</li>
          <li>{LL.accessibility.limitationCharges({ provider })}</li>
          <li>{LL.accessibility.limitationPdf({ provider })}</li>
        </ul>
      </Section>
      <Section title={LL.accessibility.reportHeading()}>
        <p className={css({ m: "0" })}>{LL.accessibility.report()}</p>
        <Suspense fallback={null}>
          <SupportContacts />
        </Suspense>
      </Section>
    </article>
  )
}
