import type { Passkey } from "@billpath/contract"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { type FormEvent, useCallback, useEffect, useMemo, useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import { formatDate } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { alertFor } from "../../shared/outcome-alerts.ts"
import { passkeysOfferedAtom } from "../../shared/passkeys/passkeys-offered.ts"
import { createPasskey } from "../../shared/passkeys/webauthn.ts"
import { useSecurityTexts } from "../../shared/security-texts.ts"
import { useAnswer } from "../../shared/use-answer.ts"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { CheckboxField } from "../../ui/form/checkbox-field.tsx"
import { introClass } from "../../ui/form/form-styles.ts"
import { TextField } from "../../ui/form/text-field.tsx"
import { groupHeadingClass, mutedClass } from "./panel-parts.tsx"

const sectionClass = css({ display: "flex", flexDirection: "column", gap: "4", maxWidth: "640px" })
const listClass = css({
  listStyle: "none",
  p: "0",
  m: "0",
  display: "flex",
  flexDirection: "column",
  gap: "2",
})
const itemClass = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "3",
  py: "3",
  borderBottomWidth: "1px",
  borderBottomStyle: "solid",
  borderBottomColor: "border.default",
})
const nameClass = css({ fontWeight: "600", overflowWrap: "anywhere" })
const addClass = css({ display: "flex", flexDirection: "column", gap: "3", alignItems: "flex-start" })

const addPasskey = async (store: PortalStore, name: string): Promise<"added" | "notDone" | "failed"> => {
  const api = store.get(apiClientAtom)
  const options = await api.call("passkeyRegistrationOptions", {})
  if (options._tag !== "success") return "failed"
  const credential = await createPasskey(options.value.public_key)
  if (credential === "notDone") return credential
  const saved = await api.call("registerPasskey", {
    body: { challenge_id: options.value.challenge_id, name, credential },
  })
  return saved._tag === "success" ? "added" : "failed"
}

const PasskeysSection = () => {
  const LL = useTranslations()
  const store = useStore()
  const language = useAtomValue(languageAtom)
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const [passkeys, setPasskeys] = useState<ReadonlyArray<Passkey>>()
  const [name, setName] = useState("")
  const [nameError, setNameError] = useState<string>()
  const [busy, setBusy] = useState<string>()
  const texts = LL.passkeys

  const load = useCallback(async () => {
    const answer = await store.get(apiClientAtom).call("getPasskeys", {})
    setPasskeys(answer._tag === "success" ? answer.value.items : [])
  }, [store])
  useEffect(() => void load(), [load])

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy !== undefined) return
    const chosen = name.trim()
    setNameError(chosen === "" ? LL.validation.fieldRequired() : undefined)
    if (chosen === "") return
    setBusy("add")
    const result = await addPasskey(store, chosen)
    await load()
    setBusy(undefined)
    if (result === "added") setName("")
    showAlert(
      result === "failed"
        ? alertFor(LL, "error")
        : { priority: result === "added" ? 4 : 2, text: texts[result]() },
    )
  }

  const remove = async (passkey: Passkey) => {
    setBusy(passkey.id)
    const answer = await store.get(apiClientAtom).call("removePasskey", { params: { passkeyId: passkey.id } })
    await load()
    setBusy(undefined)
    showAlert(answer._tag === "success" ? { priority: 4, text: texts.removed() } : alertFor(LL, "error"))
  }

  return (
    <section className={sectionClass} aria-labelledby="passkeys-heading">
      <h3 id="passkeys-heading" className={groupHeadingClass}>
        {texts.heading()}
      </h3>
      <p className={introClass}>{texts.intro()}</p>
      {passkeys === undefined ? null : passkeys.length === 0 ? (
        <p className={mutedClass}>{texts.none()}</p>
      ) : (
        <ul className={listClass} aria-label={texts.listLabel()}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={itemClass}>
              <span>
                <span className={nameClass}>{passkey.name}</span>
                <br />
                <span className={mutedClass}>
                  {texts.created({ date: formatDate(passkey.created, language) })}
                  {passkey.last_used === undefined
                    ? null
                    : `, ${texts.lastUsed({ date: formatDate(passkey.last_used, language) })}`}
                </span>
              </span>
              <button
                type="button"
                className={button({ variant: "outline", size: "sm" })}
                aria-label={texts.removeNamed({ name: passkey.name })}
                disabled={busy !== undefined}
                onClick={() => void remove(passkey)}
              >
                {busy === passkey.id ? texts.removing() : texts.remove()}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className={addClass} onSubmit={(event) => void add(event)} noValidate>
        <TextField
          label={texts.name()}
          name="passkeyName"
          value={name}
          onChange={setName}
          error={nameError}
          hint={texts.nameHint()}
          autoComplete="off"
          required
        />
        <button type="submit" className={button()} disabled={busy !== undefined}>
          {busy === "add" ? texts.adding() : texts.add()}
        </button>
      </form>
    </section>
  )
}

/** The e-mailed code after the password: on or off when the provider lets the customer choose. */
const SecondFactorSection = () => {
  const LL = useTranslations()
  const store = useStore()
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const loaded = useAnswer(
    useMemo(() => store.get(apiClientAtom).call("getSecondFactor", {}), [store]),
  )?.value
  const [enabled, setEnabled] = useState<boolean>()
  const [saving, setSaving] = useState(false)
  const texts = LL.secondFactor
  if (loaded?._tag !== "success") return null
  const settings = loaded.value

  // Saved as soon as it is ticked, as a security switch is; the alert says what changed.
  const change = async (enabled: boolean) => {
    if (saving) return
    setSaving(true)
    const answer = await store.get(apiClientAtom).call("updateSecondFactor", { body: { enabled } })
    setSaving(false)
    if (answer._tag !== "success") {
      showAlert(alertFor(LL, "error"))
      return
    }
    setEnabled(enabled)
    showAlert({ priority: 4, text: enabled ? texts.turnedOn() : texts.turnedOff() })
  }

  return (
    <section className={sectionClass} aria-labelledby="second-factor-heading">
      <h3 id="second-factor-heading" className={groupHeadingClass}>
        {texts.settingsHeading()}
      </h3>
      <p className={introClass}>{texts.settingsIntro({ address: settings.sent_to })}</p>
      {settings.required ? (
        <p>{texts.required()}</p>
      ) : (
        <CheckboxField
          label={texts.toggle()}
          name="secondFactor"
          value={enabled ?? settings.enabled}
          onChange={(enabled) => void change(enabled)}
        />
      )}
    </section>
  )
}

/** Passkeys and the sign-in code, where the provider offers them: they load apart, as only some do. */
export const SecuritySections = () => {
  const ready = useSecurityTexts()
  const passkeys = useAtomValue(passkeysOfferedAtom)
  const secondFactor = useAtomValue(themeSettingsAtom).secondFactor !== "off"
  if (!ready) return null
  return (
    <>
      {secondFactor ? <SecondFactorSection /> : null}
      {passkeys ? <PasskeysSection /> : null}
    </>
  )
}
