import { RouterProvider } from "@tanstack/react-router"
import { Provider } from "jotai"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { createPortalRouter } from "./app/router.ts"
import { startUp } from "./app/start-up.ts"

/** Reads what the first screen needs (src/app/start-up.ts), then draws the portal in #root. */
export const startApp = async (): Promise<void> => {
  const rootElement = document.getElementById("root")
  if (rootElement === null) return
  const store = await startUp()
  const router = createPortalRouter(store)
  createRoot(rootElement).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  )
}
