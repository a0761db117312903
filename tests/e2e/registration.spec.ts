/**
 * Online registration (spec §2 Register, §4 Registration, §5 Registration lookup and setup):
 * the three steps, each lookup outcome, a taken username, the password rules under their fields, the
 * robot check's visible challenge, the help modal, French, the keyboard, and the three screen sizes.
 */
import {
  expect,
  expectAccessible,
  expectFieldError,
  focusByTab,
  type Lang,
  type Page,
  personas,
  screenSizes,
  shoot,
  signIn,
  test,
  unregistered,
} from "./fixtures.ts"

const texts = {
  en: {
    path: "/register",
    heading: "Create your online account",
    lookupHeading: "Find your account",
    setupHeading: "Set up your sign-in",
    successHeading: "Your account is ready",
    accountNumber: "Account number",
    serviceID: "Service ID",
    company: "This account is in a company’s name",
    lastName: "Last name on the account",
    companyName: "Company name on the account",
    lookup: "Continue",
    username: "Username",
    password: "Password",
    confirm: "Re-enter password",
    question: "Security question",
    questionText: "In what city were you born?",
    answer: "Answer",
    email: "E-mail for notifications",
    terms: "I accept the terms of use",
    privacy: "I accept the privacy policy",
    save: "Create my account",
    signIn: "Sign in",
    welcome: "Welcome, Olivia Okafor.",
    greeting: "Hello, Olivia",
    inactive: "Account is inactive",
    registered: "Account already registered",
    notFound: "Registration failed - account not found",
    usernameInUse: "Registration failed - username is already in use",
    passwordRule: "At least 8 characters with a lowercase letter, an uppercase letter and a number",
    mismatch: "Passwords do not match",
    usernameLength: "Username must be at least 6 characters",
    usernameLetters: "Use only Latin letters (accents allowed), digits and ordinary punctuation",
    termsRequired: "You must accept the terms of use",
    help: "Where do I find this?",
    helpTitle: "Where is my account number?",
    robot: "I'm not a robot",
  },
  fr: {
    path: "/fr/register",
    heading: "Créer votre compte en ligne",
    lookupHeading: "Trouver votre compte",
    setupHeading: "Configurer votre connexion",
    successHeading: "Votre compte est prêt",
    accountNumber: "Numéro de compte",
    serviceID: "Identifiant de service",
    company: "Ce compte est au nom d’une entreprise",
    lastName: "Nom de famille du titulaire",
    companyName: "Nom de l’entreprise titulaire",
    lookup: "Continuer",
    username: "Nom d’utilisateur",
    password: "Mot de passe",
    confirm: "Confirmer le mot de passe",
    question: "Question de sécurité",
    questionText: "Dans quelle ville êtes-vous né(e) ?",
    answer: "Réponse",
    email: "Courriel pour les avis",
    terms: "J’accepte les conditions d’utilisation",
    privacy: "J’accepte la politique de confidentialité",
    save: "Créer mon compte",
    signIn: "Se connecter",
    welcome: "Bienvenue, Olivia Okafor.",
    greeting: "Bonjour, Olivia",
    inactive: "Le compte est inactif",
    registered: "Ce compte est déjà inscrit",
    notFound: "Échec de l’inscription - compte introuvable",
    usernameInUse: "Échec de l’inscription - ce nom d’utilisateur est déjà utilisé",
    passwordRule: "Au moins 8 caractères, dont une minuscule, une majuscule et un chiffre",
    mismatch: "Les mots de passe ne correspondent pas",
    usernameLength: "Le nom d’utilisateur doit compter au moins 6 caractères",
    usernameLetters:
      "N’utilisez que des lettres latines (accents permis), des chiffres et la ponctuation courante",
    termsRequired: "Vous devez accepter les conditions d’utilisation",
    help: "Où trouver ce renseignement ?",
    helpTitle: "Où trouver mon numéro de compte ?",
    robot: "Je ne suis pas un robot",
  },
} as const

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** Ticks or clears a box by its text, as a pointer user does (the focusable input itself is hidden). */
const setBox = async (page: Page, label: string, ticked: boolean): Promise<void> => {
  const box = page.getByRole("checkbox", { name: label })
  if ((await box.isChecked()) !== ticked) await page.getByText(label, { exact: true }).click()
  if (ticked) await expect(box).toBeChecked()
  else await expect(box).not.toBeChecked()
}
const alerts = (page: Page) => page.getByRole("alert")

interface Lookup {
  readonly accountNumber: string
  readonly serviceID: string
  readonly name: string
}

/** Fills the lookup step and submits it. */
const lookUp = async (page: Page, lang: Lang, lookup: Lookup): Promise<void> => {
  const text = texts[lang]
  await field(page, text.accountNumber).fill(lookup.accountNumber)
  await field(page, text.serviceID).fill(lookup.serviceID)
  await field(page, text.lastName).fill(lookup.name)
  await page.getByRole("button", { name: text.lookup, exact: true }).click()
}

const okafor: Lookup = {
  accountNumber: unregistered.okafor.accountNumber,
  serviceID: unregistered.okafor.serviceID,
  name: unregistered.okafor.lastName,
}

/** Looks Olivia Okafor up and waits for the setup step. */
const reachSetup = async (page: Page, lang: Lang): Promise<void> => {
  await page.goto(texts[lang].path)
  await lookUp(page, lang, okafor)
  await expect(page.getByRole("heading", { level: 2, name: texts[lang].setupHeading })).toBeFocused()
}

interface Setup {
  readonly username: string
  readonly password: string
  readonly confirm?: string
}

/** Fills the setup step with a complete profile (the given username and password) and submits it. */
const setUp = async (page: Page, lang: Lang, setup: Setup): Promise<void> => {
  const text = texts[lang]
  await field(page, text.username).fill(setup.username)
  await field(page, text.password).fill(setup.password)
  await field(page, text.confirm).fill(setup.confirm ?? setup.password)
  await page.getByLabel(text.question).selectOption({ label: text.questionText })
  await field(page, text.answer).fill("Lagos")
  await field(page, text.email).fill("olivia.okafor@example.com")
  await setBox(page, text.terms, true)
  await setBox(page, text.privacy, true)
  await page.getByRole("button", { name: text.save }).click()
}

for (const lang of ["en", "fr"] as const) {
  const text = texts[lang]
  test(`Olivia Okafor registers and signs in at once (${lang})`, async ({ page }) => {
    await page.goto(text.path)
    await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: text.lookupHeading })).toBeVisible()
    await expectAccessible(page, `registration, lookup (${lang})`)

    // The company box relabels the name field.
    await setBox(page, text.company, true)
    await expect(field(page, text.companyName)).toBeVisible()
    await setBox(page, text.company, false)
    await expect(field(page, text.lastName)).toBeVisible()

    await lookUp(page, lang, okafor)
    const setupHeading = page.getByRole("heading", { level: 2, name: text.setupHeading })
    await expect(setupHeading).toBeFocused()
    await expect(page.getByText(text.welcome)).toBeVisible()
    expect(await page.evaluate("window.scrollY")).toBe(0)
    await expectAccessible(page, `registration, setup (${lang})`)

    await setUp(page, lang, { username: `olivia.okafor.${lang}`, password: "Harvest2026!" })
    await expect(page.getByRole("heading", { level: 2, name: text.successHeading })).toBeFocused()
    await expectAccessible(page, `registration, success (${lang})`)

    await page.getByRole("link", { name: text.signIn, exact: true }).click()
    await signIn(page, `olivia.okafor.${lang}`, "Harvest2026!", { lang, open: false })
    await expect(page.getByRole("heading", { level: 1, name: text.greeting })).toBeVisible()
  })

  test(`each lookup outcome says so (${lang})`, async ({ page }) => {
    await page.goto(text.path)
    await lookUp(page, lang, {
      accountNumber: unregistered.inactive.accountNumber,
      serviceID: unregistered.inactive.serviceID,
      name: unregistered.inactive.lastName,
    })
    await expect(alerts(page)).toContainText(text.inactive)
    await expectAccessible(page, `registration, inactive (${lang})`)

    await lookUp(page, lang, {
      accountNumber: personas.alice.accountNumber,
      serviceID: personas.alice.serviceID,
      name: "Martin",
    })
    await expect(alerts(page)).toContainText(text.registered)
    await expectAccessible(page, `registration, already registered (${lang})`)

    await lookUp(page, lang, { accountNumber: "1002003099", serviceID: "TEL-0000000", name: "Nobody" })
    await expect(alerts(page)).toContainText(text.notFound)
    // Still on the lookup, with what was typed.
    await expect(page.getByRole("heading", { level: 2, name: text.lookupHeading })).toBeVisible()
    await expect(field(page, text.accountNumber)).toHaveValue("1002003099")
    await expectAccessible(page, `registration, not found (${lang})`)
  })
}

test("a username someone has already is refused with the spec's message, and nothing is lost", async ({
  page,
}) => {
  await reachSetup(page, "en")
  await setUp(page, "en", { username: personas.alice.username, password: "Harvest2026!" })
  await expect(alerts(page)).toContainText(texts.en.usernameInUse)
  await expect(page.getByRole("heading", { level: 2, name: texts.en.setupHeading })).toBeVisible()
  await expect(field(page, texts.en.username)).toHaveValue(personas.alice.username)
  await expectAccessible(page, "registration, username in use (en)")
})

test("look-alikes of a taken username are refused, and a username of one's own then registers", async ({
  page,
}) => {
  await reachSetup(page, "en")
  const text = texts.en
  // Full-width letters: refused under the field, before anything is sent.
  await setUp(page, "en", { username: "ａｌｉｃｅ．ｍａｒｔｉｎ", password: "Harvest2026!" })
  await expectFieldError(field(page, text.username), text.usernameLetters)
  // A dotless ı is a Latin letter, but the name would pass for alice.martin: in use.
  await field(page, text.username).fill("alıce.martin")
  await page.getByRole("button", { name: text.save }).click()
  await expect(alerts(page)).toContainText(text.usernameInUse)
  await field(page, text.username).fill("olivia.okafor")
  await page.getByRole("button", { name: text.save }).click()
  await expect(page.getByRole("heading", { level: 2, name: text.successHeading })).toBeFocused()
})

test("each password rule and an empty form show their messages under their fields", async ({ page }) => {
  await reachSetup(page, "en")
  const text = texts.en
  const save = page.getByRole("button", { name: text.save })
  await save.click()
  await expectFieldError(field(page, text.username), "Fields cannot be empty")
  await expectFieldError(page.getByRole("checkbox", { name: text.terms }), text.termsRequired)
  // The first field with a problem takes the focus.
  await expect(field(page, text.username)).toBeFocused()

  await field(page, text.username).fill("olive")
  // Too short; no uppercase; no lowercase; no digit; a character outside letters, digits and punctuation.
  for (const weak of ["Short1", "harvest2026!", "HARVEST2026!", "Harvest-twenty", "Harvest2026✓"]) {
    await field(page, text.password).fill(weak)
    await field(page, text.confirm).fill(weak)
    await save.click()
    await expectFieldError(field(page, text.password), text.passwordRule)
  }
  await expectFieldError(field(page, text.username), text.usernameLength)

  // The re-entry is compared once every field holds (the rules judge the whole form then).
  await setUp(page, "en", { username: "olivia.okafor", password: "Harvest2026!", confirm: "Harvest2027!" })
  await expectFieldError(field(page, text.confirm), text.mismatch)
  await expect(field(page, text.password)).not.toHaveAttribute("aria-invalid", "true")
  await expectAccessible(page, "registration, field errors (en)")
})

test.describe("on lakeside-utilities (e-mail usernames, extra password rules)", () => {
  test.use({ server: "lakeside" })

  test("the e-mail follows an e-mail username, and a password with the name is refused", async ({ page }) => {
    await reachSetup(page, "en")
    const text = texts.en
    await field(page, text.username).fill("olivia.okafor@example.com")
    await field(page, text.password).focus()
    await expect(field(page, text.email)).toHaveValue("olivia.okafor@example.com")

    await field(page, text.password).fill("Okafor2026!")
    await field(page, text.confirm).fill("Okafor2026!")
    await page.getByRole("button", { name: text.save }).click()
    const containsName = "Password cannot contain your name or part of your username"
    await expectFieldError(field(page, text.password), containsName)
    // Six characters in a row from the username count as part of it (judged once the form is complete).
    await setUp(page, "en", { username: "olivia.okafor@example.com", password: "Xample2026" })
    await expectFieldError(field(page, text.password), containsName)
    await shoot(page, "register-lakeside-setup-1280x800")
  })
})

test("the low-friction check failing shows the challenge; Continue waits until it is ticked", async ({
  page,
}) => {
  await page.goto(texts.en.path)
  await lookUp(page, "en", { ...okafor, serviceID: "ROBOT-5550190" })
  const challenge = page.getByRole("checkbox", { name: texts.en.robot })
  await expect(challenge).toBeVisible()
  const submit = page.getByRole("button", { name: texts.en.lookup, exact: true })
  await expect(submit).toBeDisabled()
  await expectAccessible(page, "registration, robot challenge (en)")
  await page.getByText(texts.en.robot).click()
  await expect(submit).toBeEnabled()
  await field(page, texts.en.serviceID).fill(okafor.serviceID)
  await submit.click()
  await expect(page.getByRole("heading", { level: 2, name: texts.en.setupHeading })).toBeFocused()
})

for (const lang of ["en", "fr"] as const) {
  test(`the help modal shows where the account number is, in the page's language (${lang})`, async ({
    page,
  }) => {
    await page.goto(texts[lang].path)
    const help = page.getByRole("button", { name: texts[lang].help }).first()
    await help.click()
    const dialog = page.getByRole("dialog", { name: texts[lang].helpTitle })
    await expect(dialog).toBeVisible()
    const picture = dialog.getByRole("img")
    await expect(picture).toHaveAttribute("src", new RegExp(`help-account-number-${lang}\\.png$`, "u"))
    // The picture is there, not a broken image.
    await expect
      .poll(() => picture.evaluate((image) => Reflect.get(image, "naturalWidth")))
      .toBeGreaterThan(0)
    await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused()
    await expectAccessible(page, `registration, help modal (${lang})`)
    await page.keyboard.press("Enter")
    await expect(dialog).toHaveCount(0)
    await expect(help).toBeFocused()
  })
}

test("a keyboard-only registration", async ({ page }) => {
  const text = texts.en
  await page.goto(text.path)
  const type = async (label: string, value: string) => {
    await focusByTab(page, field(page, label), label, { limit: 20 })
    await page.keyboard.type(value)
  }
  await type(text.accountNumber, okafor.accountNumber)
  await type(text.serviceID, okafor.serviceID)
  await type(text.lastName, okafor.name)
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 2, name: text.setupHeading })).toBeFocused()

  await type(text.username, "olivia.keys")
  await type(text.password, "Harvest2026!")
  await type(text.confirm, "Harvest2026!")
  await focusByTab(page, page.getByLabel(text.question), text.question, { limit: 4 })
  await page.keyboard.press("ArrowDown")
  await type(text.answer, "Lagos")
  await type(text.email, "olivia@example.com")
  for (const box of [text.terms, text.privacy]) {
    await focusByTab(page, page.getByRole("checkbox", { name: box }), box, { limit: 4 })
    await page.keyboard.press("Space")
  }
  await focusByTab(page, page.getByRole("button", { name: text.save }), text.save, { limit: 6 })
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 2, name: text.successHeading })).toBeFocused()
  await focusByTab(page, page.getByRole("link", { name: text.signIn, exact: true }), text.signIn, {
    limit: 3,
  })
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname === "/")
})

for (const server of ["aurora", "lakeside"] as const) {
  test.describe(`screens on ${server}`, () => {
    test.use({ server })
    test("the lookup and the setup read at a phone's, a desktop's and a store screen's size", async ({
      page,
    }) => {
      for (const { width, height } of screenSizes) {
        await page.setViewportSize({ width, height })
        await page.goto(texts.en.path)
        await expect(page.getByRole("heading", { level: 2, name: texts.en.lookupHeading })).toBeVisible()
        // Nothing wider than the screen: no sideways scrolling on a phone.
        expect(
          await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth"),
        ).toBe(0)
        await shoot(page, `register-${server}-lookup-${width}x${height}`)
      }
      await reachSetup(page, "fr")
      expect(
        await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth"),
      ).toBe(0)
      await shoot(page, `register-${server}-setup-fr-1080x1920`)
    })
  })
}

test("the setup's message states pass axe in French: a taken username, field errors, the robot challenge", async ({
  page,
}) => {
  const text = texts.fr
  await page.goto(text.path)
  await lookUp(page, "fr", { ...okafor, serviceID: "ROBOT-5550190" })
  await expect(page.getByRole("checkbox", { name: text.robot })).toBeVisible()
  await expectAccessible(page, "registration, robot challenge (fr)")
  await page.getByText(text.robot).click()
  await field(page, text.serviceID).fill(okafor.serviceID)
  await page.getByRole("button", { name: text.lookup, exact: true }).click()
  await expect(page.getByRole("heading", { level: 2, name: text.setupHeading })).toBeFocused()

  await page.getByRole("button", { name: text.save }).click()
  await expectFieldError(page.getByRole("checkbox", { name: text.terms }), text.termsRequired)
  await expectAccessible(page, "registration, field errors (fr)")

  await setUp(page, "fr", { username: personas.alice.username, password: "Harvest2026!" })
  await expect(alerts(page)).toContainText(text.usernameInUse)
  await expectAccessible(page, "registration, username in use (fr)")
})
