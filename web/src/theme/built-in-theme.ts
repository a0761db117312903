import type { Config, ProviderTheme } from "@billpath/contract"

/** When config.json or the provider theme cannot be loaded: customers can still sign in. */
export const builtInConfig: Config = {
  apiRoot: "/api",
  captchaKey: "",
  captchaKeyV2: "",
  captchaEnterpriseURL: "",
  companyID: "billpath",
}

const images: ProviderTheme["images"]["en"] = {
  logo: "logo.svg",
  compactLogo: "compact-logo.svg",
  footerLogo: "footer-logo.svg",
  help: {
    accountNumber: "help-account-number.svg",
    serviceID: "help-service-id.svg",
    lastStatementBalance: "help-statement-balance.svg",
  },
}

const noLinks = {
  terms: "/about/terms-of-use",
  privacy: "/about/privacy-policy",
  footerLinks: [],
  helpLinks: [],
  quickLinks: [],
  social: {},
  support: { phone: "", email: "" },
}

export const builtInTheme: ProviderTheme = {
  images: { en: images },
  settings: {
    allowQuickPay: false,
    allowMakePayment: true,
    useLastStatementBalance: false,
    useOldStatementBalance: false,
    requireEmailUsername: false,
    additionalPasswordReqs: false,
    passwordCharsToMatch: 6,
    splitRoutingNumber: false,
    hideAccountType: false,
    defaultAccountType: "Checking",
    hideUsage: false,
    showUnpaidBalance: false,
    enablePaymentsSinceLastBill: false,
    hideOnlineEnrollmentLink: false,
    useMandatoryEBill: false,
    idleDetectionMs: 3000,
    passkeys: "off",
    secondFactor: "off",
  },
  styles: {
    colors: {
      primary: "#1f4e8c",
      onPrimary: "#ffffff",
      secondary: "#5a2d82",
      background: "#f4f6f9",
      surface: "#ffffff",
      text: "#1a1f2b",
      mutedText: "#4d5566",
      border: "#c9d1dd",
      error: "#b3261e",
      warning: "#8a4b00",
      tip: "#1f56b8",
      success: "#1b7340",
      focus: "#1f4e8c",
    },
    fonts: {
      body: "system-ui, 'Segoe UI', Roboto, Arial, sans-serif",
      heading: "system-ui, 'Segoe UI', Roboto, Arial, sans-serif",
    },
    radii: { control: "6px", card: "12px" },
    marketing: { alignment: "center", buttonVariant: "solid", corners: "round" },
  },
  text: {
    en: { providerName: "Billpath", messages: {} },
    fr: { providerName: "Billpath", messages: {} },
  },
  urls: { en: noLinks },
}

/** Where the built-in theme's images are served from (web/public/built-in). */
export const builtInImageRoot = "/built-in"
