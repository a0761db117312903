import { profileForm, type ThemeSettings } from "@billpath/contract"
import { formRules } from "../../ui/form/contract-rules.ts"

/** The profile form's rules (spec §5 Profile), the username's following the theme. */
export const profileRules = (settings: ThemeSettings, savedQuestionID: number) =>
  formRules(profileForm(settings, savedQuestionID))
