/**
 * Passkeys (docs/decisions/046-passkeys-and-a-second-factor.md) on Lakeside Utilities, whose theme offers
 * them, with Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): Nora adds one in
 * Account settings, signs out, signs in with the passkey alone (from the username field's autofill, and with
 * the "Sign in with a passkey" button), removes it, and it is refused after.
 */
import {
  expect,
  expectAccessible,
  fillSignInForm,
  type Lang,
  type Page,
  personas,
  signInForm,
  test,
} from "./fixtures.ts"

test.use({ server: "lakeside" })

const texts = {
  en: {
    home: "/",
    settings: "/account/settings",
    name: "Passkey name",
    add: "Add a passkey",
    added: "Your passkey was added.",
    list: "Your passkeys",
    remove: (name: string) => `Remove the passkey ${name}`,
    removed: "Your passkey was removed.",
    none: "You have no passkeys yet.",
    signIn: "Sign in with a passkey",
    refused: "This passkey was not accepted.",
    signOut: /Sign out/u,
  },
  fr: {
    home: "/fr",
    settings: "/fr/account/settings",
    name: "Nom de la clé d’accès",
    add: "Ajouter une clé d’accès",
    added: "Votre clé d’accès a été ajoutée.",
    list: "Vos clés d’accès",
    remove: (name: string) => `Retirer la clé d’accès ${name}`,
    removed: "Votre clé d’accès a été retirée.",
    none: "Vous n’avez encore aucune clé d’accès.",
    signIn: "Se connecter avec une clé d’accès",
    refused: "Cette clé d’accès n’a pas été acceptée.",
    signOut: /Se déconnecter/u,
  },
} as const satisfies Record<Lang, object>

/** A platform authenticator that holds discoverable credentials and verifies its user at once. */
const addVirtualAuthenticator = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("WebAuthn.enable")
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
  /**
   * Whether the authenticator answers a request by itself, as a customer touching it at once would. Off, a
   * request waits: the autofill's, started as the page loads, is left pending.
   */
  const answerAtOnce = (enabled: boolean) =>
    cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled })
  return { answerAtOnce }
}

/** Nora signs in with her password on the passkey's site and adds the passkey "Laptop" in Account settings. */
const addLaptopPasskey = async (page: Page, site: string, lang: Lang) => {
  const text = texts[lang]
  await page.goto(`${site}${text.home}`)
  await fillSignInForm(page, personas.nora.username, personas.nora.password, { lang, open: false })
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname.includes("/dashboard"))
  await page.goto(`${site}${text.settings}`)
  await expect(page.getByText(text.none)).toBeVisible()
  await page.getByLabel(text.name, { exact: true }).fill("Laptop")
  await page.getByRole("button", { name: text.add }).click()
  await expect(page.getByText(text.added)).toBeVisible()
}

const signOut = async (page: Page, lang: Lang) => {
  await page
    .getByRole("button", { name: /Nora Bergeron|Account menu|Menu du compte/u })
    .first()
    .click()
  await page.getByRole("menuitem", { name: texts[lang].signOut }).click()
  await page.waitForURL((url) => !url.pathname.includes("/account"))
}

for (const lang of ["en", "fr"] as const) {
  test(`Nora adds a passkey, signs in with it alone, removes it, and it no longer works (${lang})`, async ({
    page,
    servers,
  }) => {
    const text = texts[lang]
    // WebAuthn takes a host name, not an IP address, as the passkey's site: the same server by its name.
    const site = servers.lakeside.replace("127.0.0.1", "localhost")
    await addVirtualAuthenticator(page)
    await addLaptopPasskey(page, site, lang)
    const list = page.getByRole("list", { name: text.list })
    await expect(list.getByRole("listitem")).toHaveCount(1)
    await expect(list).toContainText("Laptop")
    await expectAccessible(page, `passkeys section (${lang})`)
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size)
      await page
        .getByRole("heading", { name: lang === "en" ? "Passkeys" : "Clés d’accès" })
        .scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/shots/passkeys-${lang}-${size.width}.png` })
    }

    // The virtual authenticator answers the username field's passkey autofill at once, as a customer
    // picking the passkey there would: no username, no password.
    await signOut(page, lang)
    await page.goto(`${site}${text.home}`)
    await page.waitForURL((url) => url.pathname.includes("/dashboard"))

    await page.goto(`${site}${text.settings}`)
    await page.getByRole("button", { name: text.remove("Laptop") }).click()
    await expect(page.getByText(text.removed)).toBeVisible()
    await expect(page.getByText(text.none)).toBeVisible()

    // The authenticator still holds the credential; the provider no longer knows it.
    await signOut(page, lang)
    await page.goto(`${site}${text.home}`)
    await expect(page.getByRole("button", { name: text.signIn })).toBeVisible()
    await expect(page.getByText(text.refused)).toBeVisible()
    await expect(page).not.toHaveURL(/dashboard/u)
  })
}

/** The challenge a passkey request of the API's names: an options answer's, or a sign-in's. */
const challengeIn = (body: unknown): unknown =>
  typeof body === "object" && body !== null ? Reflect.get(body, "challenge_id") : undefined

const endsWith = (path: string) => (url: string) => new URL(url).pathname.endsWith(path)

for (const lang of ["en", "fr"] as const) {
  test(`Nora signs in by pressing "Sign in with a passkey", typing nothing (${lang})`, async ({
    page,
    servers,
  }) => {
    const text = texts[lang]
    const site = servers.lakeside.replace("127.0.0.1", "localhost")
    const authenticator = await addVirtualAuthenticator(page)
    await addLaptopPasskey(page, site, lang)
    await signOut(page, lang)

    // The authenticator now waits for a touch, so the autofill's request, made as the page loads, stays
    // pending: it is the button that signs her in, not the autofill.
    await authenticator.answerAtOnce(false)
    const passwordSignIns: Array<string> = []
    page.on("request", (request) => {
      if (endsWith("/login")(request.url())) passwordSignIns.push(request.url())
    })
    // Off the signed-out page first, so the waiter below sees this load's autofill request and not that page's.
    await page.goto("about:blank")
    const autofillAsked = page.waitForResponse((answer) => endsWith("/passkeys/signin/options")(answer.url()))
    await page.goto(`${site}${text.home}`)
    const autofillChallenge = challengeIn(await (await autofillAsked).json())
    const form = signInForm(page, lang)
    const button = page.getByRole("button", { name: text.signIn, exact: true })
    await expect(button).toBeVisible()
    await expect(form.username).toHaveValue("")
    await expect(form.password).toHaveValue("")

    // Her touch: the button's own request, with a challenge of its own, signs her in.
    await authenticator.answerAtOnce(true)
    const buttonAsked = page.waitForResponse((answer) => endsWith("/passkeys/signin/options")(answer.url()))
    const passkeySent = page.waitForRequest((request) => endsWith("/passkeys/signin")(request.url()))
    await button.click()
    const buttonChallenge = challengeIn(await (await buttonAsked).json())
    expect(buttonChallenge, "the button asks for a challenge of its own").not.toBe(autofillChallenge)
    expect(challengeIn((await passkeySent).postDataJSON()), "the passkey signs the button's challenge").toBe(
      buttonChallenge,
    )
    await page.waitForURL((url) => url.pathname.includes("/dashboard"))
    await expect(page.getByText(personas.nora.accountNumber).first()).toBeVisible()
    expect(passwordSignIns, "no password sign-in").toEqual([])
  })
}

test("passkeys are not offered where the provider does not offer them", async ({ page, servers }) => {
  await page.goto(`${servers.aurora}/`)
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: texts.en.signIn })).toHaveCount(0)
})
