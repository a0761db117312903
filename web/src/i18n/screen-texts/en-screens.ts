import about from "../en/about/index.ts"
import account from "../en/account/index.ts"
import accountSettings from "../en/accountSettings/index.ts"
import autopay from "../en/autopay/index.ts"
import billing from "../en/billing/index.ts"
import billStatus from "../en/billStatus/index.ts"
import dashboard from "../en/dashboard/index.ts"
import download from "../en/download/index.ts"
import help from "../en/help/index.ts"
import idle from "../en/idle/index.ts"
import inactivityLogOut from "../en/inactivityLogOut/index.ts"
import newPassword from "../en/newPassword/index.ts"
import pagination from "../en/pagination/index.ts"
import passwordReset from "../en/passwordReset/index.ts"
import payment from "../en/payment/index.ts"
import paymentMethod from "../en/paymentMethod/index.ts"
import paymentReceipt from "../en/paymentReceipt/index.ts"
import paymentTypes from "../en/paymentTypes/index.ts"
import recentBills from "../en/recentBills/index.ts"
import register from "../en/register/index.ts"
import search from "../en/search/index.ts"
import standing from "../en/standing/index.ts"
import systemMessage from "../en/systemMessage/index.ts"
import table from "../en/table/index.ts"
import tooltips from "../en/tooltips/index.ts"
import wizard from "../en/wizard/index.ts"
import type { ScreenNamespace } from "./text-bundles.ts"

/** The English texts of every screen but the sign-in page: one module, so one file to fetch (load-texts.ts). */
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
