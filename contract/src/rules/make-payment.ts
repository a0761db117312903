/**
 * Whether the portal offers "Make a payment" to a signed-in customer (spec §2 Dashboard, §6): the theme
 * allows payments and the account is not barred from paying online. The dashboard and the billing
 * screen ask this one question, so they never disagree.
 */
export const canMakePayment = (
  settings: { readonly allowMakePayment: boolean },
  account: { readonly isEPayProhibited: boolean },
): boolean => settings.allowMakePayment && !account.isEPayProhibited
