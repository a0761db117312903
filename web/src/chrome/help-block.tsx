import { useAtomValue } from "jotai"
import { type ReactNode, useId } from "react"
import { css, cx } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { chromeThemeAtom } from "./chrome-theme.ts"
import { useOutsideLinkMode } from "./outside-links/outside-link-mode.ts"
import { PhoneLink } from "./outside-links/phone-link.tsx"
import { pageWidthClass } from "./page-width.ts"
import { NewWindowHint, ThemeLinkList, whereLinkGoes } from "./theme-link.tsx"

const listClass = css({
  listStyle: "none",
  m: "0",
  p: "0",
  display: "flex",
  flexDirection: "column",
  gap: "1",
})
// Inline, not a flex box: a label that wraps keeps its new-window or download icon after its last word.
const linkClass = css({ display: "inline-block", paddingBlock: "3", fontWeight: "500" })
const subheadingClass = css({ textStyle: "title.group", mb: "2" })

/** A phone number as a tel: address: digits and a leading +, nothing else. */
export const telephoneHref = (phone: string): string => `tel:${phone.replace(/[^0-9+]/gu, "")}`

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

/**
 * A way to reach support; another site's opens in a new window. Where the portal must not be left (a kiosk)
 * it shows its address to use on the customer's phone instead.
 */
const SupportLink = ({
  href,
  label,
  newWindow = false,
}: {
  readonly href: string
  readonly label: string
  readonly newWindow?: boolean
}) =>
  useOutsideLinkMode() === "phone" ? (
    <PhoneLink href={href} label={label} className={linkClass}>
      {label}
    </PhoneLink>
  ) : (
    <a
      href={href}
      className={linkClass}
      target={newWindow ? "_blank" : undefined}
      rel={newWindow ? "noopener noreferrer" : undefined}
    >
      {label}
      {newWindow ? <NewWindowHint /> : null}
    </a>
  )

/**
 * Customer support's phone, e-mail, chat and opening hours, each when the theme has it: in the help block,
 * and where the accessibility statement says how to report a problem.
 */
export const SupportContacts = () => {
  const LL = useTranslations()
  const { urls } = useAtomValue(chromeThemeAtom)
  const { phone, email, chat } = urls.support
  const hours = LL.help.supportHours()
  return (
    <>
      <ul className={listClass}>
        {phone === "" ? null : (
          <li>
            <SupportLink href={telephoneHref(phone)} label={LL.help.phone({ phone })} />
          </li>
        )}
        {email === "" ? null : (
          <li>
            <SupportLink href={`mailto:${email}`} label={LL.help.email({ email })} />
          </li>
        )}
        {chat === undefined ? null : (
          <li>
            <SupportLink href={chat} label={LL.help.chat()} newWindow={whereLinkGoes(chat) === "external"} />
          </li>
        )}
      </ul>
      {hours === "" ? null : (
        <p className={css({ m: "0", mt: "2", color: "fg.muted" })}>{LL.help.hours({ hours })}</p>
      )}
    </>
  )
}

/** The help block's customer support section. */
const Support = () => {
  const LL = useTranslations()
  return (
    <Section title={LL.help.support()}>
      <SupportContacts />
    </Section>
  )
}

/**
 * The help block under the page (spec §2, Shared chrome; not on simple-layout pages): the provider's help
 * text, help links, quick links, and customer support. Sections the theme leaves empty are left out.
 */
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
        borderTopWidth: "1px",
        borderTopStyle: "solid",
        borderTopColor: "border.default",
      })}
    >
      <div
        className={cx(
          pageWidthClass,
          css({
            py: "8",
            display: "flex",
            flexDirection: "column",
            gap: "5",
          }),
        )}
      >
        <div className={css({ display: "flex", flexDirection: "column", gap: "2", maxWidth: "72ch" })}>
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
          {hasSupport ? <Support /> : null}
        </div>
      </div>
    </aside>
  )
}
