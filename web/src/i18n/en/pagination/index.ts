import type { BaseTranslation } from "../../i18n-types.js"

const en_pagination = {
  label: "Pages",
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
  page: "Page {page:number}",
} satisfies BaseTranslation

export default en_pagination
