/** Spec §9: bills, payments, charges and usage are shown ten to a page. */
export const listPageSize = 10
