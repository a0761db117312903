import { endpoints, type LanguageCode } from "@billpath/contract"
import type { FastifyInstance } from "fastify"
import { callValue } from "./contract-client.ts"

/** Opens the hosted card page for a token, as the portal does, and answers its path. */
export const openCardPage = async (
  app: FastifyInstance,
  token: string,
  languageCode: LanguageCode = "en",
  isMakePayment = true,
): Promise<string> =>
  (
    await callValue(
      app,
      endpoints.getPaymentRedirectUrl,
      { query: { languageCode, isMakePayment } },
      { token },
    )
  ).redirectURL
