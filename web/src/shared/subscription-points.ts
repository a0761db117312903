import type { SubscriptionPoint } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { useEffect, useState } from "react"
import { apiClientAtom } from "../api/portal-atoms.ts"

/** Undefined while on their way; "failed" leaves the screen offering all services only. */
export const useSubscriptionPoints = (): ReadonlyArray<SubscriptionPoint> | "failed" | undefined => {
  const api = useAtomValue(apiClientAtom)
  const [points, setPoints] = useState<ReadonlyArray<SubscriptionPoint> | "failed">()
  useEffect(() => {
    let current = true
    void api.call("getSubscriptionPoints", {}).then((outcome) => {
      if (current) setPoints(outcome._tag === "success" ? outcome.value.items : "failed")
    })
    return () => {
      current = false
    }
  }, [api])
  return points
}
