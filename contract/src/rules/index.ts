// Nothing reachable from here imports Effect, so any screen may use these before the codec loads.

export {
  type AccountStanding,
  accountStanding,
  canMakePayment,
  dueStanding,
  type PayEmphasis,
  payEmphasis,
  type StandingFacts,
  type StandingKind,
} from "./account-standing.ts"
export { type AutopayPaymentType, initialAutopayPaymentType } from "./autopay-type.ts"
export { type BillStatus, billStatus } from "./bill-status.ts"
export {
  type CalendarDate,
  daysBetween,
  formatIsoDay,
  formatUsDate,
  type IsoDay,
  isoDayOf,
  parseIsoDay,
  parseUsDate,
} from "./calendar-date.ts"
export { type CardIcon, cardIconFor } from "./card-icon.ts"
export { defaultDateRange } from "./date-range.ts"
export {
  demoCaptchaKeys,
  demoCaptchaTokens,
  demoRobotServiceIdPrefix,
  demoRobotUsernamePrefix,
  type RobotCheckSubject,
} from "./demo-robot-check.ts"
export { displayName, type PersonNames } from "./display-name.ts"
export {
  billOptionsUpdate,
  type EBillChoice,
  type EBillToggle,
  initialEBillChoice,
  isDeliveryLocked,
  nextEBillChoice,
  visibleEBillOptions,
} from "./ebill.ts"
export { greetingName } from "./greeting-name.ts"
export { fieldLimits, type LimitedField } from "./limits.ts"
export { isQuickPayOffered, type QuickPaySettings } from "./quick-pay.ts"
export { type SiteChrome, withSiteOverride } from "./site-chrome.ts"
export { siteKeyOf } from "./site-key.ts"
export { isSystemMessageFor } from "./system-message-language.ts"
