import type { NamespacePaginationTranslation } from "../../i18n-types.js"

const fr_pagination = {
  label: "Pages",
  first: "Première page",
  previous: "Page précédente",
  next: "Page suivante",
  last: "Dernière page",
  page: "Page {page}",
} satisfies NamespacePaginationTranslation

export default fr_pagination
