import { useAtomValue } from "jotai"
import { type ReactNode, useId } from "react"
import { css, cx } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { column } from "../ui/layout/column.ts"
import { chromeThemeAtom } from "./chrome-theme.ts"
import { pageWidthClass } from "./page-width.ts"
import { ThemeLinkList, type ThemeLinkValue } from "./theme-link.tsx"

const listClass = css(column, { listStyle: "none", m: "0", p: "0" })
// Inline, not a flex box: a label that wraps keeps its new-window or download icon after its last word.
// Rows of 44 px touch targets keep the block short on a phone; a kiosk's are 48.
const linkClass = css({
  display: "inline-block",
  minHeight: "2.75rem",
  paddingBlock: "2",
  fontWeight: "500",
  _kiosk: { paddingBlock: "3" },
})
const subheadingClass = css({ textStyle: "title.group", mb: "2" })

/** A phone number as a tel: address: digits and a leading +, nothing else. */
const telephoneHref = (phone: string): string => `tel:${phone.replace(/[^0-9+]/gu, "")}`

const Section = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={subheadingClass}>
        {title}
      </h3>
      {children}
    </section>
  )
}

/** Each contact when the theme has it; the accessibility statement shows them too. */
export const SupportContacts = () => {
  const LL = useTranslations()
  const { urls } = useAtomValue(chromeThemeAtom)
  const { phone, email, chat } = urls.support
  const hours = LL.help.supportHours()
  // Theme links all three: each leaves the portal, so a kiosk shows it as a code to scan.
  const links: ReadonlyArray<ThemeLinkValue> = [
    phone === "" ? undefined : { href: telephoneHref(phone), label: LL.help.phone({ phone }) },
    email === "" ? undefined : { href: `mailto:${email}`, label: LL.help.email({ email }) },
    chat === undefined ? undefined : { href: chat, label: LL.help.chat() },
  ].flatMap((link) => (link === undefined ? [] : [{ ...link, kind: "url" }]))
  return (
    <>
      <ThemeLinkList links={links} className={listClass} linkClassName={linkClass} />
      {hours === "" ? null : (
        <p className={css({ m: "0", mt: "2", color: "fg.muted" })}>{LL.help.hours({ hours })}</p>
      )}
    </>
  )
}

/** Spec §2, Shared chrome (not on simple-layout pages); sections the theme leaves empty are left out. */
export const HelpBlock = () => {
  const LL = useTranslations()
  const { urls, text } = useAtomValue(chromeThemeAtom)
  const headingId = useId()
  const { phone, email, chat } = urls.support
  const hasSupport = phone !== "" || email !== "" || chat !== undefined || LL.help.supportHours() !== ""
  const helpText = text.helpText ?? ""
  // A theme with nothing to offer here (the built-in one) gets no empty block.
  if (urls.helpLinks.length === 0 && urls.quickLinks.length === 0 && !hasSupport && helpText === "")
    return null
  return (
    <aside
      aria-labelledby={headingId}
      className={css({
        _print: { display: "none" },
        bg: "bg.surface",
        color: "fg.default",
        borderTop: "1px solid {colors.border.default}",
      })}
    >
      <div className={cx(pageWidthClass, css(column, { py: { base: "6", md: "8" }, gap: "5" }))}>
        <div className={css(column, { gap: "2", maxWidth: "72ch" })}>
          <h2 id={headingId} className={css({ textStyle: "title.card" })}>
            {LL.help.heading()}
          </h2>
          {helpText === "" ? null : <p className={css({ m: "0", color: "fg.muted" })}>{helpText}</p>}
        </div>
        <div
          className={css({
            display: "grid",
            gap: "6",
            gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
          })}
        >
          {urls.helpLinks.length === 0 ? null : (
            <Section title={LL.help.helpLinks()}>
              <ThemeLinkList links={urls.helpLinks} className={listClass} linkClassName={linkClass} />
            </Section>
          )}
          {urls.quickLinks.length === 0 ? null : (
            <Section title={LL.help.quickLinks()}>
              <ThemeLinkList links={urls.quickLinks} className={listClass} linkClassName={linkClass} />
            </Section>
          )}
          {hasSupport ? (
            <Section title={LL.help.support()}>
              <SupportContacts />
            </Section>
          ) : null}
        </div>
      </div>
    </aside>
  )
}
