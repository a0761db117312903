import type { BaseTranslation } from "../../i18n-types.js"

const en_table = {
  details: "Details",
  cellLabel: "{header:string}:",
  searching: "Searching…",
  showing: "Showing {from:number}–{to:number} of {count:number}",
} satisfies BaseTranslation

export default en_table
