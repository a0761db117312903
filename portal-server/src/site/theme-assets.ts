import { ProviderTheme } from "@billpath/contract"
import { imagesFolder, isThemeId, loadTheme } from "@billpath/themes"
import fastifyStatic from "@fastify/static"
import { Schema } from "effect"
import type { FastifyInstance } from "fastify"

const encodeTheme = Schema.encodeSync(Schema.toCodecJson(ProviderTheme))

/** Each theme under /themes/{id}/ (demos switch by URL), the active theme's images under /theme/images/. */
export const registerThemeAssets = async (
  app: FastifyInstance,
  activeId: string,
  ids: ReadonlyArray<string>,
  directory: string,
): Promise<void> => {
  const imageOptions = {
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    cacheControl: true,
    maxAge: "1h",
  } as const
  await app.register(fastifyStatic, {
    ...imageOptions,
    root: imagesFolder(activeId, directory),
    prefix: "/theme/images/",
  })
  for (const id of ids) {
    await app.register(fastifyStatic, {
      ...imageOptions,
      root: imagesFolder(id, directory),
      prefix: `/themes/${id}/images/`,
    })
  }
  app.get<{ Params: { id: string } }>("/themes/:id/theme.json", async (request, reply) => {
    const id = request.params.id
    if (!isThemeId(id) || !ids.includes(id)) return reply.code(404).send({ message: "Not found" })
    const loaded = await loadTheme(id, directory)
    if (!loaded.ok) return reply.code(404).send({ message: "Not found" })
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(encodeTheme(loaded.theme)))
  })
}
