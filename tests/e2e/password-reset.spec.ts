/**
 * A forgotten password (spec §2 Password reset, §4 Password reset, §5 Find-my-bill and
 * Security answer): find the account, answer the question (a wrong answer first), read the temporary
 * password the mock e-mailed, sign in with it, choose a new one, and sign in with that; a locked account
 * is unlocked the same way. Both languages, axe on every step, the robot challenge, the screen sizes.
 */
import {
  dismissSystemMessage,
  expect,
  expectAccessible,
  fillSignInForm,
  type Lang,
  type Page,
  personas,
  screenSizes,
  shoot,
  signIn,
  test,
} from "./fixtures.ts"

const texts = {
  en: {
    path: "/password-reset",
    heading: "Reset your password",
    findHeading: "Find your account",
    questionHeading: "Answer your security question",
    sentHeading: "Check your e-mail",
    accountNumber: "Account number",
    serviceID: "Service ID",
    find: "Continue",
    answer: "Answer",
    send: "Send temporary password",
    returnToSignIn: "Return to sign in",
    aliceQuestion: "What was the name of your first pet?",
    notFound: "Account not found",
    wrongAnswer: "Answer is incorrect",
    answersEnded: "Too many incorrect answers. Look up your account again",
    checkNeeded: "Too many attempts. Confirm that you are not a robot",
    newPasswordHeading: "Choose a new password",
    currentPassword: "Current password",
    newPassword: "New password",
    reenter: "Re-enter new password",
    save: "Save password",
    changed: "Password updated successfully!",
    greeting: (name: string) => `Hello, ${name}`,
    robot: "I'm not a robot",
    help: "Where do I find this?",
    helpTitle: "Where is my account number?",
  },
  fr: {
    path: "/fr/password-reset",
    heading: "Réinitialiser votre mot de passe",
    findHeading: "Trouver votre compte",
    questionHeading: "Répondez à votre question de sécurité",
    sentHeading: "Consultez vos courriels",
    accountNumber: "Numéro de compte",
    serviceID: "Identifiant de service",
    find: "Continuer",
    answer: "Réponse",
    send: "Envoyer un mot de passe temporaire",
    returnToSignIn: "Retour à la connexion",
    aliceQuestion: "Quel était le nom de votre premier animal de compagnie ?",
    notFound: "Compte introuvable",
    wrongAnswer: "La réponse est incorrecte",
    answersEnded: "Trop de réponses incorrectes. Recherchez de nouveau votre compte",
    checkNeeded: "Trop de tentatives. Confirmez que vous n’êtes pas un robot",
    newPasswordHeading: "Choisir un nouveau mot de passe",
    currentPassword: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
    reenter: "Confirmer le nouveau mot de passe",
    save: "Enregistrer le mot de passe",
    changed: "Mot de passe mis à jour",
    greeting: (name: string) => `Bonjour, ${name}`,
    robot: "Je ne suis pas un robot",
    help: "Où trouver ce renseignement\u202f?",
    helpTitle: "Où trouver mon numéro de compte\u202f?",
  },
} as const

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const alerts = (page: Page) => page.getByRole("alert")
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name })

/** The temporary password the mock server e-mailed last to this username (GET /__mock/outbox). */
const temporaryPasswordOf = async (page: Page, username: string): Promise<string> => {
  const answer = await page.request.get("/__mock/outbox")
  expect(answer.ok()).toBe(true)
  const outbox: unknown = await answer.json()
  const items: unknown = typeof outbox === "object" && outbox !== null ? Reflect.get(outbox, "items") : []
  const mails = Array.isArray(items) ? items : []
  const mine = mails.filter((mail: unknown) => {
    return typeof mail === "object" && mail !== null && Reflect.get(mail, "username") === username
  })
  const last: unknown = mine.at(-1)
  const password: unknown =
    typeof last === "object" && last !== null ? Reflect.get(last, "temporaryPassword") : ""
  expect(
    typeof password === "string" && password !== "",
    `a temporary password e-mailed to ${username}`,
  ).toBe(true)
  return String(password)
}

/** Fills the find-my-bill step and submits it. */
const findAccount = async (page: Page, lang: Lang, accountNumber: string, serviceID: string) => {
  await field(page, texts[lang].accountNumber).fill(accountNumber)
  await field(page, texts[lang].serviceID).fill(serviceID)
  await page.getByRole("button", { name: texts[lang].find, exact: true }).click()
}

/** Answers the security question and sends the temporary password. */
const answerQuestion = async (page: Page, lang: Lang, answer: string) => {
  await field(page, texts[lang].answer).fill(answer)
  await page.getByRole("button", { name: texts[lang].send }).click()
}

/** On the new-password view after signing in with the temporary password: choose a new one. */
const chooseNewPassword = async (page: Page, lang: Lang, temporary: string, chosen: string) => {
  const text = texts[lang]
  await expect(page.getByRole("heading", { level: 1, name: text.newPasswordHeading })).toBeVisible()
  await field(page, text.currentPassword).fill(temporary)
  await field(page, text.newPassword).fill(chosen)
  await field(page, text.reenter).fill(chosen)
  await page.getByRole("button", { name: text.save }).click()
}

/** Finds Alice's account and answers her question right: the mock e-mails a temporary password. */
const requestTemporaryPassword = async (page: Page, lang: Lang): Promise<string> => {
  const alice = personas.alice
  await page.goto(texts[lang].path)
  await findAccount(page, lang, alice.accountNumber, alice.serviceID)
  await answerQuestion(page, lang, alice.securityAnswer)
  await expect(stepHeading(page, texts[lang].sentHeading)).toBeFocused()
  return temporaryPasswordOf(page, alice.username)
}

// The journey is two tests (the e-mail, then the new password) so each stays well inside the test
// timeout on a slow CI machine with axe run on every step.
for (const lang of ["en", "fr"] as const) {
  const text = texts[lang]
  test(`Alice finds her account, answers her question (wrong first, its message gone once right) and is e-mailed a temporary password (${lang})`, async ({
    page,
  }) => {
    const alice = personas.alice
    await page.goto(text.path)
    await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible()
    await expect(stepHeading(page, text.findHeading)).toBeVisible()
    await expectAccessible(page, `password reset, find my bill (${lang})`)

    await findAccount(page, lang, "1002003999", "TEL-0000000")
    await expect(alerts(page)).toContainText(text.notFound)
    await expectAccessible(page, `password reset, not found (${lang})`)

    await findAccount(page, lang, alice.accountNumber, alice.serviceID)
    await expect(stepHeading(page, text.questionHeading)).toBeFocused()
    await expect(page.getByText(text.aliceQuestion)).toBeVisible()
    await expectAccessible(page, `password reset, security question (${lang})`)

    await answerQuestion(page, lang, "Rex")
    await expect(alerts(page)).toContainText(text.wrongAnswer)
    await expect(stepHeading(page, text.questionHeading)).toBeVisible()
    await expectAccessible(page, `password reset, wrong answer (${lang})`)

    await answerQuestion(page, lang, alice.securityAnswer)
    await expect(stepHeading(page, text.sentHeading)).toBeFocused()
    // The wrong answer's message belonged to the step just left: the success step shows no error.
    await expect(alerts(page)).toHaveCount(0)
    await expect(page.getByText(text.wrongAnswer)).toHaveCount(0)
    await expectAccessible(page, `password reset, e-mail sent (${lang})`)
    expect(await temporaryPasswordOf(page, alice.username)).toMatch(/\S/)
    await page.getByRole("link", { name: text.returnToSignIn }).click()
    await page.waitForURL((url) => url.pathname === (lang === "en" ? "/" : "/fr"))
  })

  test(`Alice signs in with the temporary password, chooses a new one, and only that one works after (${lang})`, async ({
    page,
  }) => {
    const alice = personas.alice
    const temporary = await requestTemporaryPassword(page, lang)

    // The temporary one leads to the new-password view (the old one worked until then: answering a
    // question must not lock a customer out).
    await page.getByRole("link", { name: text.returnToSignIn }).click()
    await page.waitForURL((url) => url.pathname === (lang === "en" ? "/" : "/fr"))
    const form = await fillSignInForm(page, alice.username, temporary, { lang, open: false })
    await form.submit.click()
    await page.waitForURL((url) => url.pathname.endsWith("/account/password-reset"))
    await expect(page.getByRole("heading", { level: 1, name: text.newPasswordHeading })).toBeVisible()
    await expectAccessible(page, `password reset, new-password step (${lang})`)
    await chooseNewPassword(page, lang, temporary, "Meadow2027!")
    await page.waitForURL((url) => url.pathname.endsWith("/dashboard"))
    // Said above the dashboard (a success is a status, not an alert).
    await expect(page.getByText(text.changed)).toBeVisible()
    // Alice's system message shows only in English.
    if (lang === "en") await dismissSystemMessage(page, "Not now")
    await expect(page.getByText(text.changed)).toBeVisible()
    await expectAccessible(page, `password reset, dashboard with the password changed (${lang})`)

    await page
      .getByRole("banner")
      .getByRole("button", { name: lang === "en" ? "Account menu" : "Menu du compte" })
      .click()
    await page.getByRole("menuitem", { name: lang === "en" ? "Sign out" : "Se déconnecter" }).click()
    await page.waitForURL((url) => url.pathname === (lang === "en" ? "/" : "/fr"))
    // Used, the temporary password ended the old one.
    const old = await fillSignInForm(page, alice.username, alice.password, { lang, open: false })
    await old.submit.click()
    await expect(alerts(page)).toBeVisible()
    await signIn(page, alice.username, "Meadow2027!", { lang, open: false })
    await expect(page.getByRole("heading", { level: 1, name: text.greeting("Alice") })).toBeVisible()
  })
}

for (const lang of ["en", "fr"] as const) {
  const text = texts[lang]
  test(`three wrong answers end the reset; after the robot check, a new search and the right answer send the password (${lang})`, async ({
    page,
  }) => {
    const alice = personas.alice
    await page.goto(text.path)
    await findAccount(page, lang, alice.accountNumber, alice.serviceID)
    for (const guess of ["Rex", "Max"]) {
      await answerQuestion(page, lang, guess)
      await expect(alerts(page)).toContainText(text.wrongAnswer)
    }
    await answerQuestion(page, lang, "Fido")
    // Back to the search, the identifiers to type again, and the message above it.
    await expect(stepHeading(page, text.findHeading)).toBeVisible()
    await expect(alerts(page)).toContainText(text.answersEnded)
    await expectAccessible(page, `password reset, the reset ended (${lang})`)
    await findAccount(page, lang, alice.accountNumber, alice.serviceID)
    const submit = page.getByRole("button", { name: text.find, exact: true })
    await expect(page.getByRole("checkbox", { name: text.robot })).toBeVisible()
    await expect(submit).toBeDisabled()
    await page.getByText(text.robot).click()
    await submit.click()
    await expect(stepHeading(page, text.questionHeading)).toBeFocused()
    await answerQuestion(page, lang, alice.securityAnswer)
    await expect(stepHeading(page, text.sentHeading)).toBeFocused()
    expect(await temporaryPasswordOf(page, alice.username)).toMatch(/\S/)
  })
}

test("lookups others spent on Alice's account ask her for the robot check, never keep her out", async ({
  page,
}) => {
  const alice = personas.alice
  // A script looks her account up until the per-account limit is spent (docs/decisions/015).
  for (let lookup = 0; lookup < 30; lookup += 1) {
    const found = await page.request.put("/api/forgotpassword/findaccount", {
      data: { accountNumber: alice.accountNumber, serviceID: alice.serviceID },
    })
    expect(found.status()).toBe(200)
  }
  await page.goto(texts.en.path)
  await findAccount(page, "en", alice.accountNumber, alice.serviceID)
  await expect(alerts(page)).toContainText(texts.en.checkNeeded)
  await expectAccessible(page, "password reset, too many attempts (en)")
  await page.getByText(texts.en.robot).click()
  await page.getByRole("button", { name: texts.en.find, exact: true }).click()
  await expect(stepHeading(page, texts.en.questionHeading)).toBeFocused()
  await answerQuestion(page, "en", alice.securityAnswer)
  await expect(stepHeading(page, texts.en.sentHeading)).toBeFocused()
})

test("a locked account becomes usable after the same flow", async ({ page }) => {
  const locked = personas.locked
  const form = await fillSignInForm(page, locked.username, "Anything2026!")
  await form.submit.click()
  await expect(alerts(page)).toContainText("your account has been disabled")

  await page.getByRole("link", { name: "Forgot your username or password?" }).click()
  await page.waitForURL((url) => url.pathname === "/password-reset")
  await findAccount(page, "en", locked.accountNumber, locked.serviceID)
  await answerQuestion(page, "en", locked.securityAnswer)
  await expect(stepHeading(page, texts.en.sentHeading)).toBeFocused()
  const temporary = await temporaryPasswordOf(page, locked.username)

  await page.getByRole("link", { name: texts.en.returnToSignIn }).click()
  const again = await fillSignInForm(page, locked.username, temporary, { open: false })
  await again.submit.click()
  await page.waitForURL((url) => url.pathname === "/account/password-reset")
  await chooseNewPassword(page, "en", temporary, "Unlocked2027!")
  await page.waitForURL((url) => url.pathname === "/dashboard")
  await expect(page.getByText(texts.en.changed)).toBeVisible()
})

test("the low-friction check failing shows the challenge; Continue waits until it is ticked", async ({
  page,
}) => {
  await page.goto(texts.en.path)
  await findAccount(page, "en", personas.alice.accountNumber, "ROBOT-5550101")
  const challenge = page.getByRole("checkbox", { name: texts.en.robot })
  await expect(challenge).toBeVisible()
  const submit = page.getByRole("button", { name: texts.en.find, exact: true })
  await expect(submit).toBeDisabled()
  await expectAccessible(page, "password reset, robot challenge (en)")
  await page.getByText(texts.en.robot).click()
  await expect(submit).toBeEnabled()
  await field(page, texts.en.serviceID).fill(personas.alice.serviceID)
  await submit.click()
  await expect(stepHeading(page, texts.en.questionHeading)).toBeFocused()
})

test("the robot challenge and an empty answer pass axe in French", async ({ page }) => {
  const text = texts.fr
  await page.goto(text.path)
  await findAccount(page, "fr", personas.alice.accountNumber, "ROBOT-5550101")
  await expect(page.getByRole("checkbox", { name: text.robot })).toBeVisible()
  await expectAccessible(page, "password reset, robot challenge (fr)")
  await page.getByText(text.robot).click()
  await field(page, text.serviceID).fill(personas.alice.serviceID)
  await page.getByRole("button", { name: text.find, exact: true }).click()
  await expect(stepHeading(page, text.questionHeading)).toBeFocused()
  await page.getByRole("button", { name: text.send }).click()
  await expect(field(page, text.answer)).toHaveAttribute("aria-invalid", "true")
  await expectAccessible(page, "password reset, empty answer (fr)")
})

test("the answer is required, kept to 100 characters, and refuses symbols", async ({ page }) => {
  await page.goto(texts.en.path)
  await findAccount(page, "en", personas.alice.accountNumber, personas.alice.serviceID)
  await expect(stepHeading(page, texts.en.questionHeading)).toBeFocused()
  const answer = field(page, texts.en.answer)
  await expect(answer).toHaveAttribute("maxlength", "100")
  await page.getByRole("button", { name: texts.en.send }).click()
  await expect(answer).toHaveAttribute("aria-invalid", "true")
  await expectAccessible(page, "password reset, empty answer (en)")
  await answerQuestion(page, "en", "<Biscuit>")
  await expect(answer).toHaveAttribute("aria-invalid", "true")
  await expectAccessible(page, "password reset, an answer with symbols (en)")
  await expect(stepHeading(page, texts.en.questionHeading)).toBeVisible()
})

for (const server of ["aurora", "lakeside"] as const) {
  test.describe(`screens on ${server}`, () => {
    test.use({ server })
    test("each step reads at a phone's, a desktop's and a store screen's size", async ({ page }) => {
      for (const { width, height } of screenSizes) {
        await page.setViewportSize({ width, height })
        await page.goto(texts.fr.path)
        await expect(stepHeading(page, texts.fr.findHeading)).toBeVisible()
        expect(
          await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth"),
        ).toBe(0)
        await shoot(page, `reset-${server}-find-fr-${width}x${height}`)
      }
      await findAccount(page, "fr", personas.alice.accountNumber, personas.alice.serviceID)
      await expect(stepHeading(page, texts.fr.questionHeading)).toBeFocused()
      await shoot(page, `reset-${server}-question-fr-1080x1920`)
    })
  })
}

for (const lang of ["en", "fr"] as const) {
  test(`the find-my-bill step's help modal passes axe and holds the focus (${lang})`, async ({ page }) => {
    await page.goto(texts[lang].path)
    const help = page.getByRole("button", { name: texts[lang].help }).first()
    await help.click()
    const dialog = page.getByRole("dialog", { name: texts[lang].helpTitle })
    await expect(dialog.getByRole("img")).toHaveAttribute(
      "src",
      new RegExp(`help-account-number-${lang}\\.png$`, "u"),
    )
    await expectAccessible(page, `password reset, help modal (${lang})`)
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
    await expect(help).toBeFocused()
  })
}
