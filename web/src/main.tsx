import { RouterProvider } from "@tanstack/react-router"
import { Provider } from "jotai"
import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { createPortalRouter } from "./app/router.ts"
import { startUp } from "./app/start-up.ts"

const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/** Reads what the first screen needs (src/app/start-up.ts), then draws the portal in #root. */
export const startApp = async (): Promise<void> => {
  const rootElement = document.getElementById("root")
  if (rootElement === null) return
  const store = await startUp()
  // A phone's main thread is given back between start-up's steps and while React draws the first screen
  // (a transition renders in slices), so a tap or a scroll is answered while the page is being drawn.
  await yieldToBrowser()
  const router = createPortalRouter(store)
  await yieldToBrowser()
  const root = createRoot(rootElement)
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    ),
  )
}
