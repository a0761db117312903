/** The last four digits of a masked card or bank account number ("************4242"); empty for none (cash). */
export const lastFourDigits = (masked: string): string => masked.replace(/\D/gu, "").slice(-4)
