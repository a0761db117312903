import { type EndpointName, endpointList, endpoints } from "@billpath/contract"
import { type InputSource, inputSources } from "./input-sources.ts"
import type { Recorder } from "./recorder.ts"

const reasonOf = (source: InputSource, because: string): string =>
  "skip" in source ? source.skip : `needs ${source.from}: ${because}`

/** Says a check was not run because an earlier answer did not give what it sends, and which answer. */
export const needs = (recorder: Recorder, name: EndpointName, because: string, label?: string): void => {
  recorder.skip(endpoints[name], label, reasonOf(inputSources[name], because))
}

/** Says a check was not run because the command line did not ask for it, and what would. */
export const notAsked = (recorder: Recorder, name: EndpointName, flag: string, label?: string): void => {
  recorder.skip(endpoints[name], label, `not asked: give ${flag} to check it`)
}

const sourceOf = (name: string): InputSource | undefined =>
  Object.entries(inputSources).find(([candidate]) => candidate === name)?.[1]

/** Every endpoint of the contract the run left without a line gets one: skipped, saying why. */
export const reportUnreached = (recorder: Recorder, because: string): void => {
  const reached = new Set(recorder.results.map((result) => result.endpointName))
  for (const endpoint of endpointList) {
    if (reached.has(endpoint.name)) continue
    const source = sourceOf(endpoint.name)
    recorder.skip(endpoint, undefined, source === undefined ? because : reasonOf(source, because))
  }
}
