import type { ProviderTheme } from "@billpath/contract"
import type { ReactNode } from "react"
import { css } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { downloadPath, LineIcon } from "../ui/icons/line-icon.tsx"
import { useOutsideLinkMode } from "./outside-links/outside-link-mode.ts"
import { PhoneLink } from "./outside-links/phone-link.tsx"

/** A footer, help, quick or header link from the theme: a web page or a document to download. */
export type ThemeLinkValue = ProviderTheme["urls"]["en"]["footerLinks"][number]

/** Where an address leads: this site, another site (a new window), or mail / phone. */
const whereLinkGoes = (href: string) => {
  try {
    const url = new URL(href, window.location.href)
    if (url.protocol !== "http:" && url.protocol !== "https:") return "other"
    return url.origin === window.location.origin ? "same-origin" : "external"
  } catch {
    return "other"
  }
}

const hintClass = css({ srOnly: true })
const iconClass = css({
  display: "inline-block",
  flexShrink: 0,
  marginInlineStart: "1",
  verticalAlign: "-0.125em",
})

/** The visually hidden "(opens in a new window)", for links that are icons already. */
export const NewWindowHintText = () => {
  const LL = useTranslations()
  return <span className={hintClass}> {LL.common.opensInNewWindow()}</span>
}

/** Another site opens in a new window and says so; where the portal must not be left, shows the address to scan. */
export const ThemeLinkAnchor = ({
  link,
  className,
}: {
  readonly link: ThemeLinkValue
  readonly className?: string
}) => {
  const LL = useTranslations()
  const mode = useOutsideLinkMode()
  const place = whereLinkGoes(link.href)
  const isDocument = link.kind === "document"
  const external = place === "external"
  // Another site, a document, mail or a phone number leaves the portal's pages.
  if (mode === "phone" && (isDocument || place !== "same-origin")) {
    return (
      <PhoneLink href={link.href} label={link.label} className={className}>
        {link.label}
      </PhoneLink>
    )
  }
  return (
    <a
      href={link.href}
      className={className}
      download={isDocument && place === "same-origin" ? true : undefined}
      target={external ? "_blank" : undefined}
      rel={external ? "noopener noreferrer" : undefined}
    >
      <LabelWithIcon label={link.label}>
        {isDocument ? <LineIcon className={iconClass} size={14} d={downloadPath} /> : null}
        {external && !isDocument ? (
          <LineIcon
            className={iconClass}
            size={14}
            d="M9 2h5v5M14 2 7.5 8.5M12 9.5V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3.5"
          />
        ) : null}
      </LabelWithIcon>
      {isDocument ? <span className={hintClass}> {LL.common.download()}</span> : null}
      {external ? <NewWindowHintText /> : null}
    </a>
  )
}

const unbrokenClass = css({ whiteSpace: "nowrap" })

// The icon is held to the last word so it never wraps alone; one element round both, as a bare text in a flex
// link would lose its trailing space.
const LabelWithIcon = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => {
  const lastSpace = label.lastIndexOf(" ")
  return (
    <span>
      {label.slice(0, lastSpace + 1)}
      <span className={unbrokenClass}>
        {label.slice(lastSpace + 1)}
        {children}
      </span>
    </span>
  )
}

export const ThemeLinkList = ({
  links,
  className,
  linkClassName,
}: {
  readonly links: ReadonlyArray<ThemeLinkValue>
  readonly className: string
  readonly linkClassName: string
}) => (
  <ul className={className}>
    {links.map((link) => (
      <li key={`${link.href} ${link.label}`}>
        <ThemeLinkAnchor link={link} className={linkClassName} />
      </li>
    ))}
  </ul>
)
