import { defaultThemeRoot, demoCaptchaKeys, fail, type siteEndpoints, success } from "@billpath/contract"
import { apiPrefix, type ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"

export const siteHandlers = (context: ServerContext): GroupHandlers<typeof siteEndpoints> => ({
  getConfig: () =>
    success({
      apiRoot: apiPrefix,
      captchaKey: demoCaptchaKeys.lowFriction,
      captchaKeyV2: demoCaptchaKeys.visible,
      captchaEnterpriseURL: "",
      companyID: context.themeId,
      themeRoot: defaultThemeRoot,
      ...(context.kiosk === undefined ? {} : { kiosk: context.kiosk }),
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
    return text === undefined ? fail("notFound") : success(text.messages)
  },

  getTheme: () => success(context.theme),

  getSiteOverrides: () => success(context.sites),
})
