/** One thing wrong with a theme: the file (relative to the themes folder), the field inside it, why. */
export interface ThemeProblem {
  /** e.g. `aurora-telecom/styles.json` */
  readonly file: string
  /** e.g. `colors.primary`; empty when the whole file (or theme) is at fault. */
  readonly field: string
  /** e.g. `must be a #rrggbb colour` */
  readonly message: string
  /** The line to show a person: `aurora-telecom/styles.json: colors.primary must be a #rrggbb colour`. */
  readonly text: string
}

export const themeProblem = (file: string, field: string, message: string): ThemeProblem => ({
  file,
  field,
  message,
  text: field === "" ? `${file}: ${message}` : `${file}: ${field} ${message}`,
})
