import about from "../fr/about/index.ts"
import account from "../fr/account/index.ts"
import accountSettings from "../fr/accountSettings/index.ts"
import autopay from "../fr/autopay/index.ts"
import billing from "../fr/billing/index.ts"
import billStatus from "../fr/billStatus/index.ts"
import dashboard from "../fr/dashboard/index.ts"
import download from "../fr/download/index.ts"
import help from "../fr/help/index.ts"
import idle from "../fr/idle/index.ts"
import inactivityLogOut from "../fr/inactivityLogOut/index.ts"
import newPassword from "../fr/newPassword/index.ts"
import pagination from "../fr/pagination/index.ts"
import passwordReset from "../fr/passwordReset/index.ts"
import payment from "../fr/payment/index.ts"
import paymentMethod from "../fr/paymentMethod/index.ts"
import paymentReceipt from "../fr/paymentReceipt/index.ts"
import paymentTypes from "../fr/paymentTypes/index.ts"
import recentBills from "../fr/recentBills/index.ts"
import register from "../fr/register/index.ts"
import search from "../fr/search/index.ts"
import standing from "../fr/standing/index.ts"
import systemMessage from "../fr/systemMessage/index.ts"
import table from "../fr/table/index.ts"
import tooltips from "../fr/tooltips/index.ts"
import wizard from "../fr/wizard/index.ts"
import type { ScreenNamespace } from "./text-bundles.ts"

/** The French texts of every screen but the sign-in page: one module, so one file to fetch (load-texts.ts). */
const screenTexts = {
  about,
  account,
  autopay,
  billStatus,
  billing,
  dashboard,
  download,
  help,
  idle,
  inactivityLogOut,
  newPassword,
  pagination,
  passwordReset,
  payment,
  paymentMethod,
  paymentTypes,
  paymentReceipt,
  recentBills,
  register,
  search,
  accountSettings,
  standing,
  systemMessage,
  table,
  tooltips,
  wizard,
} satisfies { readonly [Namespace in ScreenNamespace]: object }

export default screenTexts
