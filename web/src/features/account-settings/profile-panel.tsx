import { type DocumentLanguage, profileForm, type User } from "@billpath/contract"
import { displayName } from "@billpath/contract/rules"
import { Link } from "@tanstack/react-router"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { lazy, type ReactNode, Suspense, useMemo } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { loadUserAndAccount } from "../../api/account-actions.ts"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { ownName } from "../../chrome/language-name.tsx"
import { translationsAtom, useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { usePageParams } from "../../navigation/page-params.ts"
import { useLanguageSwitch } from "../../navigation/use-language-switch.ts"
import { accountFields } from "../../shared/account-fields.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { useSecurityQuestions } from "../../shared/security-questions.ts"
import { useAnswer } from "../../shared/use-answer.ts"
import { activeThemeAtom, themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { formRules } from "../../ui/form/contract-rules.ts"
import { stackClass } from "../../ui/form/form-styles.ts"
import { NativeSelectField } from "../../ui/form/native-select-field.tsx"
import { RadioGroupField } from "../../ui/form/radio-group-field.tsx"
import { TextField } from "../../ui/form/text-field.tsx"
import { useForm } from "../../ui/form/use-form.ts"
import { groupHeadingClass, mutedClass, PanelHeading, PanelSkeleton } from "./panel-parts.tsx"

// Offered by some providers only: their code and texts load when the panel shows.
const SecuritySections = lazy(() =>
  import("./security-sections.tsx").then(({ SecuritySections }) => ({ default: SecuritySections })),
)

/** Spec §4: when the document languages cannot be had, the profile offers English, bill group 0. */
const englishOnly: ReadonlyArray<DocumentLanguage> = [
  { code: "en", billGroupID: 0, isCurrent: true, name: "" },
]

const formClass = css({ display: "flex", flexDirection: "column", gap: "6", maxWidth: "640px" })
const groupClass = css({ display: "flex", flexDirection: "column", gap: "4" })

const Group = ({ heading, children }: { readonly heading: string; readonly children: ReactNode }) => (
  <div className={groupClass}>
    <h3 className={groupHeadingClass}>{heading}</h3>
    {children}
  </div>
)

const ProfileForm = ({
  user,
  documentLanguages,
}: {
  readonly user: User
  readonly documentLanguages: ReadonlyArray<DocumentLanguage>
}) => {
  const LL = useTranslations()
  const store = useStore()
  const api = useAtomValue(apiClientAtom)
  const language = useAtomValue(languageAtom)
  const settings = useAtomValue(themeSettingsAtom)
  const { languages } = useAtomValue(activeThemeAtom)
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const switchLanguage = useLanguageSwitch()
  const params = usePageParams()
  const questions = useSecurityQuestions()
  const questionOptions = questions === undefined || questions === "failed" ? [] : questions
  const answer = user.securityQuestionAnswers[0]
  const savedQuestionID = answer?.securityQuestionID ?? 0
  const rules = useMemo(() => formRules(profileForm(settings, savedQuestionID)), [settings, savedQuestionID])
  const currentGroup = documentLanguages.find((candidate) => candidate.isCurrent) ?? documentLanguages[0]
  const initialGroup = currentGroup?.billGroupID ?? 0

  const form = useForm({
    initial: {
      username: user.username,
      notificationEmailAddress: user.notificationEmailAddress,
      securityQuestionID: savedQuestionID,
      // Never sent back by the provider: empty keeps the saved answer.
      securityQuestionAnswer: "",
      prefLanguageCode: user.prefLanguageCode,
      billGroupID: initialGroup,
    },
    rules,
    onSubmit: async (values) => {
      const question = questionOptions.find((q) => q.id === values.securityQuestionID)
      const outcome = await api.call("updateProfile", {
        body: {
          username: values.username.trim(),
          notificationEmailAddress: values.notificationEmailAddress.trim(),
          securityQuestionID: values.securityQuestionID,
          securityQuestionText: question?.question ?? "",
          securityQuestionAnswer: values.securityQuestionAnswer,
          prefLanguageCode: values.prefLanguageCode,
          newBillGroupID: values.billGroupID,
        },
      })
      if (outcome._tag !== "success") {
        showAlert(outcomeAlert(LL, "profileSave", outcome._tag === "username" ? "username" : "failed"))
        return
      }
      // Spec §4: after a save, the documents follow a new bill group and the portal the preferred language.
      if (values.billGroupID !== initialGroup) {
        await api.call("updateDocumentLanguage", { body: { billGroupID: values.billGroupID } })
      }
      if (values.prefLanguageCode !== language) await switchLanguage(values.prefLanguageCode)
      await loadUserAndAccount(store)
      // In the language just switched to.
      showAlert(outcomeAlert(store.get(translationsAtom).LL, "profileSave", "success"))
    },
  })

  return (
    <form {...form.formProps} className={formClass} aria-labelledby="profile-heading">
      <PanelHeading id="profile-heading">{LL.accountSettings.profile.heading()}</PanelHeading>
      <Group heading={LL.accountSettings.profile.myInfo()}>
        <dl
          className={css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "4", rowGap: "1" })}
        >
          <dt className={mutedClass}>{LL.accountSettings.profile.name()}</dt>
          <dd>{displayName(user)}</dd>
        </dl>
      </Group>
      <Group heading={LL.accountSettings.profile.signInDetails()}>
        <TextField
          label={LL.accountSettings.profile.username()}
          {...form.field("username")}
          {...accountFields.username}
          required
        />
        <TextField
          label={LL.accountSettings.profile.email()}
          {...form.field("notificationEmailAddress")}
          {...accountFields.email}
          hint={LL.accountSettings.profile.emailHint()}
          required
        />
      </Group>
      <Group heading={LL.accountSettings.profile.password()}>
        <div>
          <Link
            to="/{-$lang}/account/settings/password-reset"
            params={params}
            className={button({ variant: "outline" })}
          >
            {LL.accountSettings.profile.changePassword()}
          </Link>
        </div>
      </Group>
      <Group heading={LL.accountSettings.profile.security()}>
        <NativeSelectField
          label={LL.accountSettings.profile.question()}
          name="securityQuestionID"
          value={form.values.securityQuestionID === 0 ? "" : String(form.values.securityQuestionID)}
          onChange={(value) => form.set("securityQuestionID", Number(value))}
          options={questionOptions.map((option) => ({ value: String(option.id), label: option.question }))}
          placeholder={LL.accountSettings.profile.chooseQuestion()}
          error={form.field("securityQuestionID").error}
          required
        />
        <TextField
          label={LL.accountSettings.profile.answer()}
          {...form.field("securityQuestionAnswer")}
          {...accountFields.securityAnswer}
          {...(form.values.securityQuestionID === savedQuestionID
            ? { hint: LL.accountSettings.profile.answerKeptHint() }
            : { required: true })}
        />
      </Group>
      <Group heading={LL.accountSettings.profile.languages()}>
        <RadioGroupField
          label={LL.accountSettings.profile.portalLanguage()}
          name="prefLanguageCode"
          value={form.values.prefLanguageCode}
          onChange={(value) => {
            const chosen = languages.find((offered) => offered === value)
            if (chosen !== undefined) form.set("prefLanguageCode", chosen)
          }}
          options={languages.map((code) => ({
            value: code,
            label: <span lang={code}>{ownName[code]}</span>,
          }))}
        />
        <RadioGroupField
          label={LL.accountSettings.profile.documentLanguage()}
          name="billGroupID"
          value={String(form.values.billGroupID)}
          onChange={(value) => form.set("billGroupID", Number(value))}
          options={documentLanguages.map((option) => ({
            value: String(option.billGroupID),
            label: option.name === "" ? ownName[option.code] : option.name,
          }))}
          hint={LL.accountSettings.profile.documentLanguageHint()}
        />
      </Group>
      <div>
        <button type="submit" className={button()} disabled={!form.changedAndValid || form.busy}>
          {form.busy ? LL.accountSettings.saving() : LL.accountSettings.save()}
        </button>
      </div>
    </form>
  )
}

/** The profile tab (spec §2): once the document languages are known, the form starts from them. */
export const ProfilePanel = ({ user }: { readonly user: User }) => {
  const api = useAtomValue(apiClientAtom)
  const documentLanguages = useAnswer(
    useMemo(
      () =>
        api.call("getDocumentLanguages", {}).then((outcome) => {
          const items = outcome._tag === "success" ? outcome.value.items : []
          return items.length > 0 ? items : englishOnly
        }),
      [api],
    ),
  )?.value
  const settings = useAtomValue(themeSettingsAtom)
  // A provider offering neither loads none of their code or texts.
  const securityOffered = settings.passkeys !== "off" || settings.secondFactor !== "off"
  return documentLanguages === undefined ? (
    <PanelSkeleton />
  ) : (
    <div className={stackClass}>
      <ProfileForm user={user} documentLanguages={documentLanguages} />
      {securityOffered ? (
        <Suspense>
          <SecuritySections />
        </Suspense>
      ) : null}
    </div>
  )
}
