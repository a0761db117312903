/**
 * The Chromium command line of an in-store terminal: the portal full screen in kiosk/app mode,
 * a throw-away profile, no prompts, no gestures that leave the page, silent receipt printing, and no
 * origin but the portal's and the payment page's. Pure, so the test holds every flag.
 */

export interface KioskLaunch {
  readonly chromium: string
  /** Where the kiosk opens: the portal's attract screen. */
  readonly startUrl: string
  /** A fresh, empty folder; the launcher deletes it when Chromium exits. */
  readonly profileDir: string
  /** config.json's kiosk.allowedOrigins: the portal's own origin, then the payment page's. */
  readonly allowedOrigins: ReadonlyArray<string>
  /** Chromium's sandbox cannot run as root (a terminal should not run the kiosk as root). */
  readonly sandbox: boolean
}

/**
 * An origin as a proxy bypass rule: scheme, host and an explicit port, so `https://pay.example` does not
 * also let `https://pay.example:8443` through (a rule without a port matches every port).
 */
export const bypassRuleOf = (origin: string): string => {
  const url = new URL(origin)
  const port = url.port !== "" ? url.port : url.protocol === "https:" ? "443" : "80"
  return `${url.protocol}//${url.hostname}:${port}`
}

/**
 * Every request goes to a proxy that is not there (port 9, discard), except the allowed origins, which
 * bypass it. `<-loopback>` stops Chromium's implicit bypass of localhost, so other local ports are
 * refused too. Checked with Debian's Chromium 150 headless (docs/decisions/039-kiosk.md).
 */
export const deadProxy = "http://127.0.0.1:9"

export const kioskCommandLine = (launch: KioskLaunch): { command: string; args: ReadonlyArray<string> } => ({
  command: launch.chromium,
  args: [
    "--kiosk",
    `--app=${launch.startUrl}`,
    `--user-data-dir=${launch.profileDir}`,
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-translate",
    "--disable-features=Translate,TranslateUI,TouchpadOverscrollHistoryNavigation,PasswordLeakDetection",
    // The profile's Preferences (kioskPreferences) switch the password manager and autofill off; the
    // basic store keeps Chromium from asking the desktop's keyring.
    "--password-store=basic",
    "--disable-pinch",
    "--overscroll-history-navigation=0",
    "--kiosk-printing",
    "--noerrdialogs",
    "--disable-session-crashed-bubble",
    "--disable-infobars",
    "--deny-permission-prompts",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    `--proxy-server=${deadProxy}`,
    `--proxy-bypass-list=${["<-loopback>", ...launch.allowedOrigins.map(bypassRuleOf)].join(";")}`,
    ...(launch.sandbox ? [] : ["--no-sandbox"]),
  ],
})

/**
 * Written to the fresh profile's Default/Preferences before launch: no offer to save a password or a card
 * (the customer after would be offered them), no translate bar.
 */
export const kioskPreferences = {
  credentials_enable_service: false,
  profile: { password_manager_enabled: false },
  autofill: { profile_enabled: false, credit_card_enabled: false },
  translate: { enabled: false },
} as const
