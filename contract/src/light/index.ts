/**
 * `@billpath/contract/light`: what the web app may use before it loads Effect — checkers for the
 * start-up documents, derived from the contract's schemas, and the spec's rules that need no schema.
 * Nothing reachable from here imports Effect at run time (a test walks the imports).
 */

export {
  type CallOutcome,
  type Failed,
  failed,
  type Unauthorized,
  unauthorized,
} from "../endpoints/call-outcome.ts"
export { defaultThemeRoot } from "../entities/theme-root.ts"
export {
  type AccountStanding,
  accountStanding,
  canMakePayment,
  type PayEmphasis,
  payEmphasis,
  type StandingFacts,
  type StandingKind,
} from "../rules/account-standing.ts"
export { type AutopayPaymentType, initialAutopayPaymentType } from "../rules/autopay-type.ts"
export { type BillStatus, billStatus } from "../rules/bill-status.ts"
export {
  type CalendarDate,
  daysBetween,
  formatIsoDay,
  formatUsDate,
  type IsoDay,
  isoDayOf,
  parseIsoDay,
  parseUsDate,
} from "../rules/calendar-date.ts"
export { type CardIcon, cardIconFor } from "../rules/card-icon.ts"
export { defaultDateRange, defaultDateSearch } from "../rules/date-range.ts"
export {
  demoCaptchaKeys,
  demoCaptchaTokens,
  demoRobotServiceIdPrefix,
  demoRobotUsernamePrefix,
  type RobotCheckSubject,
} from "../rules/demo-robot-check.ts"
export { displayName, type PersonNames } from "../rules/display-name.ts"
export {
  billOptionsUpdate,
  type EBillChoice,
  type EBillToggle,
  initialEBillChoice,
  isDeliveryLocked,
  nextEBillChoice,
  visibleEBillOptions,
} from "../rules/ebill.ts"
export { greetingName } from "../rules/greeting-name.ts"
export { fieldLimits, type LimitedField } from "../rules/limits.ts"
export { isQuickPayOffered, type QuickPaySettings } from "../rules/quick-pay.ts"
export { type SiteChrome, withSiteOverride } from "../rules/site-chrome.ts"
export { siteKeyOf } from "../rules/site-key.ts"
export { isSystemMessageFor } from "../rules/system-message-language.ts"
export { type LightEndpointName, lightEndpoints } from "./endpoint-shapes.gen.ts"
export {
  decodeLightAnswer,
  encodeLightRequest,
  type LightTransport,
  lightCall,
} from "./light-call.ts"
export type { EndpointNamed, LightEndpoint } from "./light-endpoint.ts"
export type { ShapeProblem, ShapeResult } from "./shape.ts"
export {
  decodeConfig,
  decodeLanguageList,
  decodePortalTexts,
  decodeServedTheme,
  decodeStoredSession,
  decodeVisitorPass,
} from "./site-decoders.ts"
export type { LightDocumentName, SiteDocumentName } from "./site-document-name.ts"
export { decodeSiteOverrides } from "./site-override-decoder.ts"
export { siteRequests } from "./site-shapes.gen.ts"
