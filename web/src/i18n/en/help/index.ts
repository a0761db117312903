import type { BaseTranslation } from "../../i18n-types.js"

const en_help = {
  heading: "Need help?",
  helpLinks: "Help topics",
  quickLinks: "Shortcuts",
  support: "Customer support",
  phone: "Phone: {phone}",
  email: "E-mail: {email}",
  chat: "Chat with us",
  supportHours: "",
  hours: "Hours: {hours}",
  topics: {
    accountNumber: {
      title: "Where is my account number?",
      text: "Your account number is printed at the top right of every bill, above the payment due date.",
      imageAlt: "A bill with the account number highlighted",
    },
    serviceID: {
      title: "Where is my service ID?",
      text: "Your service ID is listed under each service in the charges section of your bill.",
      imageAlt: "A bill with the service ID highlighted",
    },
    lastStatementBalance: {
      title: "Where is my last statement balance?",
      text: "The last statement balance is the total due shown in the account summary of your most recent bill.",
      imageAlt: "A bill with the statement balance highlighted",
    },
  },
  whereIsIt: "Where do I find this?",
} satisfies BaseTranslation

export default en_help
