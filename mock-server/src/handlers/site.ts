import { defaultThemeRoot, demoCaptchaKeys } from "@billpath/contract"
import { apiPrefix, type ServerContext } from "../context.ts"
import { type Handlers, success } from "../contract/handler.ts"

export const siteHandlers = (
  context: ServerContext,
): Pick<Handlers, "getConfig" | "getPortalLanguages" | "getPortalTexts" | "getTheme"> => ({
  getConfig: () =>
    success({
      apiRoot: apiPrefix,
      captchaKey: demoCaptchaKeys.lowFriction,
      captchaKeyV2: demoCaptchaKeys.visible,
      captchaEnterpriseURL: "",
      companyID: context.themeId,
      themeRoot: defaultThemeRoot,
    }),

  getPortalLanguages: () =>
    success({
      items: [
        { code: "en", name: "English" },
        { code: "fr", name: "Français" },
      ],
    }),

  getPortalTexts: ({ input }) => {
    const text = context.theme.text[input.params.lang]
    return text === undefined ? { _tag: "notFound", status: 404 } : success(text.messages)
  },

  getTheme: () => success(context.theme),
})
