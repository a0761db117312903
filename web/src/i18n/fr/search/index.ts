import type { NamespaceSearchTranslation } from "../../i18n-types.js"

const fr_search = {
  startDateError: "Date de début invalide",
  endDateError: "Date de fin invalide",
  dateOrderError: "La date de début doit précéder ou égaler la date de fin",
  startDate: "Date de début",
  endDate: "Date de fin",
  submit: "Rechercher",
  filters: "Filtres",
  range: "du {start} au {end}",
} satisfies NamespaceSearchTranslation

export default fr_search
