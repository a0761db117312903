import { expect, test } from "vitest"
import { bypassRuleOf, kioskCommandLine } from "./command-line.ts"

const launch = {
  chromium: "/usr/bin/chromium",
  startUrl: "https://portal.example/welcome",
  profileDir: "/tmp/billpath-kiosk-abc",
  allowedOrigins: ["https://portal.example", "https://pay.example:8443"],
  sandbox: true,
}

test("the kiosk's command line: full screen app, fresh profile, no prompts, no gestures, silent printing", () => {
  const { command, args } = kioskCommandLine(launch)
  expect(command).toBe("/usr/bin/chromium")
  expect(args).toEqual([
    "--kiosk",
    "--app=https://portal.example/welcome",
    "--user-data-dir=/tmp/billpath-kiosk-abc",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-translate",
    "--disable-features=Translate,TranslateUI,TouchpadOverscrollHistoryNavigation,PasswordLeakDetection",
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
    "--proxy-server=http://127.0.0.1:9",
    "--proxy-bypass-list=<-loopback>;https://portal.example:443;https://pay.example:8443",
  ])
})

test("only the allowed origins bypass the dead proxy, each with its scheme and port", () => {
  expect(bypassRuleOf("http://127.0.0.1:8080")).toBe("http://127.0.0.1:8080")
  expect(bypassRuleOf("https://portal.example")).toBe("https://portal.example:443")
  expect(bypassRuleOf("http://portal.example")).toBe("http://portal.example:80")
})

test("as root (a test machine) the sandbox is off; a terminal's user keeps it", () => {
  expect(kioskCommandLine({ ...launch, sandbox: false }).args).toContain("--no-sandbox")
  expect(kioskCommandLine(launch).args).not.toContain("--no-sandbox")
})
