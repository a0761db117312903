import { RouterProvider } from "@tanstack/react-router"
import { Provider } from "jotai"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { createPortalRouter } from "./app/router.ts"
import { startUp } from "./app/start-up.ts"

const rootElement = document.getElementById("root")
if (rootElement !== null) {
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
