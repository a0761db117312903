/**
 * `npm run docker:check`: builds both of the Dockerfile's images on this machine, the demo (the default
 * target) and the `portal` target, and proves each image's server works.
 *
 * These machines have no Docker engine and reach no container registry, and podman's OCI runtime cannot
 * start containers here (docs: /work/shared/design/STACK.md, "Building the Docker image on these
 * machines"). So:
 *  1. buildah, podman and debootstrap come from apt when missing;
 *  2. the base `node:24-slim` is a local stand-in when the image is not in container storage: Debian
 *     bookworm (debootstrap minbase, its tarball cached in $BILLPATH_DOCKER_CACHE, /var/tmp/billpath-docker
 *     by default) with the project's Node 24 binary, npm, a `node` user (uid 1000) and the machine's extra
 *     CA, imported with `podman import`; once imported it stays in container storage, so later runs skip it;
 *  3. `buildah bud --isolation chroot --pull-never --layers` builds each image (Docker format: an OCI image
 *     has no HEALTHCHECK), reusing cached layers: the `portal` build (`--target portal`) shares the
 *     `build` stage with the demo's;
 *  4. each image's server runs from its root filesystem (`buildah from` + `buildah mount`, then `chroot`
 *     as the image's User with its Env, WorkingDir and Cmd), on 127.0.0.1 and a free port: chroot shares
 *     the host's network, where the image's HOST=0.0.0.0 would expose it;
 *  5. the demo: /config.json, a persona's sign-in, the app's index.html at /, /__mock/* off;
 *     the portal, with API_ROOT on another port where nothing needs to listen: the app's index.html at /,
 *     /config.json decoding with the contract's Config and naming that API root, /api/* and /__mock/*
 *     answering 404, the content-security-policy's connect-src naming the API's origin, a User that is not
 *     root, and a refusal to start (non-zero exit, API_ROOT named) without API_ROOT;
 *     for both, the image's HEALTHCHECK command, which must pass with the server up and fail once it is
 *     stopped;
 *  6. each server is stopped by its pid and its working container unmounted and removed.
 * Every step prints its time; any failure exits 1. Where there is a real Docker, `docker build .` builds
 * the same Dockerfile, and none of this is needed.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import {
  appendFileSync,
  chmodSync,
  chownSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { createServer } from "node:net"
import { dirname, join, resolve } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { Config } from "@billpath/contract"
import { Result, Schema } from "effect"

const root = resolve(import.meta.dirname, "..")
const demoImage = "localhost/billpath:check"
const portalImage = "localhost/billpath-portal:check"
const baseImage = "docker.io/library/node:24-slim"
const cacheDirectory = process.env.BILLPATH_DOCKER_CACHE ?? "/var/tmp/billpath-docker"
const debianTarball = join(cacheDirectory, "debian-bookworm-minbase.tar")
/** Where the stand-in keeps this machine's extra CA; its ENV NODE_EXTRA_CA_CERTS names it. */
const extraCaInImage = "/usr/local/share/ca-certificates/node-extra-ca.crt"
const aliceUsername = "alice.martin"
const alicePassword = "Sunrise2026!"

// --- output and commands ---

const scriptStart = performance.now()
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const say = (line: string) => process.stdout.write(`::: ${line}\n`)

class CheckFailure extends Error {}

// A declared function, not an arrow: TypeScript narrows after a call only to a function declared `never`.
function fail(message: string): never {
  throw new CheckFailure(message)
}

/** Runs a step, printing its start and how long it took. */
const step = async <A>(label: string, body: () => A | Promise<A>): Promise<A> => {
  say(`${label} ...`)
  const start = performance.now()
  try {
    const result = await body()
    say(`${label}: ok (${seconds(start)})`)
    return result
  } catch (error) {
    say(`${label}: FAILED (${seconds(start)})`)
    throw error
  }
}

interface RunOptions {
  /** Show the command's output as it runs (long builds) instead of capturing it. */
  readonly show?: boolean
  readonly env?: NodeJS.ProcessEnv
  readonly timeoutMs?: number
}

interface RunResult {
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
}

const runAllowingFailure = (command: string, args: ReadonlyArray<string>, options: RunOptions = {}) => {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: options.show === true ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
    ...(options.env === undefined ? {} : { env: options.env }),
    ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
  })
  if (result.error !== undefined && options.timeoutMs === undefined) {
    fail(`${command}: ${result.error.message}`)
  }
  const outcome: RunResult = {
    status: result.status,
    stdout: result.stdout ?? "",
    stderr: result.stderr ?? "",
  }
  return outcome
}

/** Runs a command and returns its stdout; a non-zero exit fails the check with its stderr. */
const run = (command: string, args: ReadonlyArray<string>, options: RunOptions = {}) => {
  const result = runAllowingFailure(command, args, options)
  if (result.status !== 0) {
    fail(`${command} ${args.join(" ")} exited ${result.status}\n${result.stderr.trim()}`)
  }
  return result.stdout
}

const commandExists = (command: string) =>
  runAllowingFailure("sh", ["-c", `command -v ${command}`]).status === 0

const commandPath = (command: string) => run("sh", ["-c", `command -v ${command}`]).trim()

// --- cleanup, also on Ctrl-C ---

const cleanups: Array<() => void> = []
const cleanUp = () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      cleanup()
    } catch (error) {
      say(`cleanup: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    say(`${signal}: cleaning up`)
    cleanUp()
    process.exit(130)
  })
}

// --- steps ---

const installTools = () => {
  const missing = ["buildah", "podman", "debootstrap"].filter((tool) => !commandExists(tool))
  if (missing.length === 0) return "buildah, podman and debootstrap present"
  say(`apt-get install ${missing.join(" ")}`)
  // Output captured: a failure shows apt's stderr, success only the summary line.
  run("apt-get", ["update", "-qq"])
  run("apt-get", ["install", "-y", "-qq", ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  })
  return `installed ${missing.join(", ")}`
}

const imageExists = (name: string) =>
  runAllowingFailure("buildah", ["inspect", "--type", "image", name]).status === 0

/** Debian bookworm minbase as a tarball, made once by debootstrap and kept in the cache folder. */
const debianRootTarball = () => {
  if (existsSync(debianTarball)) {
    say(`Debian root file system from the cache: ${debianTarball}`)
    return debianTarball
  }
  mkdirSync(cacheDirectory, { recursive: true })
  const target = mkdtempSync(join(cacheDirectory, "debootstrap-"))
  try {
    say("debootstrap --variant=minbase bookworm (about 1-2 min)")
    run("debootstrap", ["--variant=minbase", "bookworm", target, "http://deb.debian.org/debian"])
    // As slim images do: no package lists or downloaded packages.
    run("sh", [
      "-c",
      'rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin "$1"/var/cache/apt/archives/*.deb',
      "sh",
      target,
    ])
    // Written aside and renamed, so an interrupted run never leaves a half tarball to be trusted later.
    const partial = `${debianTarball}.partial`
    run("tar", ["-C", target, "-cf", partial, "."])
    renameSync(partial, debianTarball)
  } finally {
    rmSync(target, { recursive: true, force: true })
  }
  return debianTarball
}

/** The npm the stand-in gets: the one running this script (`npm run`), else the machine's global one. */
const npmDirectory = () => {
  const execPath = process.env.npm_execpath
  if (execPath?.endsWith("npm-cli.js")) return dirname(dirname(realpathSync(execPath)))
  return join(run("npm", ["root", "-g"]).trim(), "npm")
}

/** Makes the local `node:24-slim` stand-in and imports it into container storage. */
const importStandIn = () => {
  const tarball = debianRootTarball()
  const nodeBinary = realpathSync(join(root, "node_modules", "node", "bin", "node"))
  const nodeVersion = run(nodeBinary, ["--version"]).trim()
  if (!nodeVersion.startsWith("v24.")) fail(`${nodeBinary} is Node ${nodeVersion}, not 24`)
  const work = mkdtempSync(join(cacheDirectory, "node-slim-"))
  try {
    const rootfs = join(work, "rootfs")
    mkdirSync(rootfs)
    run("tar", ["-C", rootfs, "-xf", tarball])
    const binDirectory = join(rootfs, "usr", "local", "bin")
    copyFileSync(nodeBinary, join(binDirectory, "node"))
    chmodSync(join(binDirectory, "node"), 0o755)
    // The npm package's binary carries debug information the official image's does not; without it the
    // image is as small as the official one.
    if (commandExists("strip")) run("strip", ["--strip-debug", join(binDirectory, "node")])
    const npmTarget = join(rootfs, "usr", "local", "lib", "node_modules", "npm")
    cpSync(npmDirectory(), npmTarget, { recursive: true, dereference: true })
    symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", join(binDirectory, "npm"))
    symlinkSync("../lib/node_modules/npm/bin/npx-cli.js", join(binDirectory, "npx"))
    // The node user of the official image: uid and gid 1000, home /home/node.
    appendFileSync(join(rootfs, "etc", "passwd"), "node:x:1000:1000::/home/node:/bin/bash\n")
    appendFileSync(join(rootfs, "etc", "group"), "node:x:1000:\n")
    appendFileSync(join(rootfs, "etc", "shadow"), "node:!:20000:0:99999:7:::\n")
    mkdirSync(join(rootfs, "home", "node"))
    chownSync(join(rootfs, "home", "node"), 1000, 1000)
    const changes = [
      "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      `ENV NODE_VERSION=${nodeVersion.slice(1)}`,
    ]
    // This machine reaches the npm registry through a proxy with its own CA; npm inside the build needs it.
    const extraCa = process.env.NODE_EXTRA_CA_CERTS
    if (extraCa !== undefined && extraCa !== "" && existsSync(extraCa)) {
      mkdirSync(dirname(join(rootfs, extraCaInImage)), { recursive: true })
      copyFileSync(extraCa, join(rootfs, extraCaInImage))
      changes.push(`ENV NODE_EXTRA_CA_CERTS=${extraCaInImage}`)
    }
    changes.push('CMD ["node"]')
    const imageTarball = join(work, "node-slim.tar")
    run("tar", ["-C", rootfs, "-cf", imageTarball, "."])
    run("podman", ["import", ...changes.flatMap((change) => ["--change", change]), imageTarball, baseImage])
    return `imported ${baseImage} (Debian bookworm minbase, Node ${nodeVersion})`
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

const baseImageStep = () =>
  imageExists(baseImage) ? `${baseImage} is in container storage` : importStandIn()

/** Builds one of the Dockerfile's targets (the last one, the demo, when none is named). */
const buildImage = (imageName: string, target?: string) => {
  // --format docker: the OCI image format has no HEALTHCHECK. --layers: reuse the cached layers, so a
  // rebuild after a source change only redoes the steps from `COPY . .` on, and the second image reuses
  // the first one's `build` stage.
  run(
    "buildah",
    [
      "bud",
      "--isolation",
      "chroot",
      "--pull-never",
      "--format",
      "docker",
      "--layers",
      ...(target === undefined ? [] : ["--target", target]),
      "--tag",
      imageName,
      "--file",
      join(root, "Dockerfile"),
      root,
    ],
    { show: true },
  )
  const size = run("buildah", ["images", "--format", "{{.Size}}", imageName]).trim()
  return `${imageName}, ${size}`
}

const HealthCheck = Schema.Struct({
  Test: Schema.Array(Schema.String),
  Timeout: Schema.optionalKey(Schema.Number),
})
const ImageConfig = Schema.Struct({
  User: Schema.optionalKey(Schema.String),
  Env: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.String))),
  Cmd: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.String))),
  Entrypoint: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.String))),
  WorkingDir: Schema.optionalKey(Schema.String),
  Healthcheck: Schema.optionalKey(Schema.NullOr(HealthCheck)),
})
const BuildahImage = Schema.Struct({ Docker: Schema.Struct({ config: ImageConfig }) })
type ImageConfig = typeof ImageConfig.Type

const imageConfig = (imageName: string): ImageConfig => {
  const decoded = Schema.decodeUnknownResult(Schema.fromJsonString(BuildahImage))(
    run("buildah", ["inspect", "--type", "image", imageName]),
  )
  if (Result.isFailure(decoded)) return fail(`buildah inspect ${imageName}: ${decoded.failure}`)
  return decoded.success.Docker.config
}

interface Account {
  readonly uid: number
  readonly gid: number
  readonly home: string
}

const isNumber = (text: string) => /^[0-9]+$/u.test(text)

/** The image's User (`name`, `uid`, `name:group`, `uid:gid`) as numbers, from the image's own files. */
const resolveUser = (user: string, passwd: string, group: string): Account => {
  const [userPart = "", groupPart] = user.split(":")
  const passwdEntries = passwd.split("\n").map((line) => line.split(":"))
  const entry =
    userPart === ""
      ? passwdEntries.find((fields) => fields[2] === "0")
      : passwdEntries.find(
          (fields) => fields[0] === userPart || (isNumber(userPart) && fields[2] === userPart),
        )
  const uid = isNumber(userPart)
    ? Number(userPart)
    : Number(entry?.[2] ?? fail(`no user ${userPart} in the image`))
  let gid = Number(entry?.[3] ?? "0")
  if (groupPart !== undefined && groupPart !== "") {
    const groupEntry = group
      .split("\n")
      .map((line) => line.split(":"))
      .find((fields) => fields[0] === groupPart)
    gid = isNumber(groupPart) ? Number(groupPart) : Number(groupEntry?.[2] ?? fail(`no group ${groupPart}`))
  }
  return { uid, gid, home: entry?.[5] ?? "/" }
}

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })

/** A mounted working container of the built image: the root file system the server runs from. */
interface Container {
  readonly name: string
  readonly mountPoint: string
  readonly config: ImageConfig
  readonly account: Account
}

const mountImage = (imageName: string): Container => {
  const name = run("buildah", ["from", "--pull-never", imageName]).trim()
  cleanups.push(() => {
    run("buildah", ["rm", name])
    say(`removed working container ${name}`)
  })
  const mountPoint = run("buildah", ["mount", name]).trim()
  cleanups.push(() => {
    run("buildah", ["umount", name])
  })
  const config = imageConfig(imageName)
  const read = (path: string) => readFileSync(join(mountPoint, path), "utf8")
  const account = resolveUser(config.User ?? "", read("etc/passwd"), read("etc/group"))
  say(
    `container ${name} mounted at ${mountPoint}; User ${config.User ?? "(root)"} = ${account.uid}:${account.gid}`,
  )
  return { name, mountPoint, config, account }
}

/**
 * A command line that runs `command` inside the container as the image would: chroot into its root file
 * system as its user, in its WorkingDir (env --chdir, the image's own env), with only its Env.
 */
const inContainer = (container: Container, command: ReadonlyArray<string>) => {
  const workingDir = container.config.WorkingDir ?? ""
  return [
    `--userspec=${container.account.uid}:${container.account.gid}`,
    `--groups=${container.account.gid}`,
    container.mountPoint,
    "/usr/bin/env",
    ...(workingDir === "" ? [] : [`--chdir=${workingDir}`]),
    ...command,
  ]
}

const containerEnv = (container: Container, overrides: Readonly<Record<string, string>>) => {
  const env: Record<string, string> = { HOME: container.account.home }
  for (const entry of container.config.Env ?? []) {
    const equals = entry.indexOf("=")
    if (equals > 0) env[entry.slice(0, equals)] = entry.slice(equals + 1)
  }
  return { ...env, ...overrides }
}

interface Server {
  readonly process: ChildProcess
  readonly url: string
  readonly logPath: string
  readonly exited: Promise<number | null>
}

/** What `docker run` would start: the image's Entrypoint and Cmd. */
const imageCommand = (config: ImageConfig) => {
  const command = [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])]
  return command.length === 0 ? fail("the image has no Cmd") : command
}

const startServer = async (
  container: Container,
  chroot: string,
  env: NodeJS.ProcessEnv,
  port: number,
  label: string,
) => {
  const command = imageCommand(container.config)
  // One log per image, replaced by each run and kept after it, to look at when a check fails.
  mkdirSync(cacheDirectory, { recursive: true })
  const logPath = join(cacheDirectory, `server-${label}.log`)
  writeFileSync(logPath, "")
  say(`${command.join(" ")} in ${container.config.WorkingDir ?? "/"}, HOST=127.0.0.1 PORT=${port}`)
  // chroot, env and node each exec the next, so the child's pid is the server's.
  const child = spawn(chroot, inContainer(container, command), { env, stdio: ["ignore", "pipe", "pipe"] })
  const log: Array<string> = []
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString("utf8"))
    appendFileSync(logPath, chunk)
  }
  child.stdout.on("data", keep)
  child.stderr.on("data", keep)
  const exited = new Promise<number | null>((resolveExit) => child.once("exit", (code) => resolveExit(code)))
  const pid = child.pid ?? fail("the server did not start")
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, "SIGKILL")
  })
  const url = `http://127.0.0.1:${port}`
  const server: Server = { process: child, url, logPath, exited }
  // The first start on a busy machine can take a while (two shared cores): up to 90 s.
  const deadline = performance.now() + 90_000
  let stopped = false
  void exited.then(() => {
    stopped = true
  })
  while (performance.now() < deadline && !stopped) {
    const ready = await fetch(`${url}/config.json`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return server
    await sleep(250)
  }
  return fail(`the server (pid ${pid}) did not answer on ${url}:\n${log.join("").slice(-4000)}`)
}

const jsonBody = async (response: Response, what: string): Promise<unknown> => {
  const type = response.headers.get("content-type") ?? ""
  if (!type.includes("application/json")) fail(`${what}: content-type ${type}, not JSON`)
  return response.json()
}

const checkConfig = async (server: Server) => {
  const response = await fetch(`${server.url}/config.json`)
  if (response.status !== 200) fail(`/config.json answered ${response.status}`)
  const body = await jsonBody(response, "/config.json")
  if (typeof body !== "object" || body === null || Array.isArray(body)) fail("/config.json is not an object")
  return `200, JSON with ${Object.keys(body).join(", ")}`
}

const LoginAnswer = Schema.Struct({
  auth_token: Schema.Struct({
    access_token: Schema.String,
    authorization_level: Schema.String,
  }),
})

const checkSignIn = async (server: Server) => {
  // The API takes the password as base64url of its UTF-8 encoding, without padding.
  const password = Buffer.from(alicePassword, "utf8").toString("base64url")
  const response = await fetch(`${server.url}/api/login?username=${aliceUsername}&password=${password}`)
  if (response.status !== 200) fail(`/api/login answered ${response.status}: ${await response.text()}`)
  const decoded = Schema.decodeUnknownResult(LoginAnswer)(await jsonBody(response, "/api/login"))
  if (Result.isFailure(decoded)) return fail(`/api/login: ${decoded.failure}`)
  const token = decoded.success.auth_token
  if (token.authorization_level !== "LoggedIn" || token.access_token === "") {
    fail(`/api/login: token of level ${token.authorization_level}`)
  }
  return `${aliceUsername}: 200, auth_token level LoggedIn`
}

const checkIndex = async (server: Server, container: Container) => {
  const response = await fetch(`${server.url}/`)
  if (response.status !== 200) fail(`/ answered ${response.status}`)
  const html = await response.text()
  const workingDir = container.config.WorkingDir ?? "/"
  const built = readFileSync(join(container.mountPoint, workingDir, "web", "dist", "index.html"), "utf8")
  if (html !== built) fail("/ is not the image's web/dist/index.html")
  return `200, the image's web/dist/index.html (${html.length} bytes)`
}

const checkMockEndpointsOff = async (server: Server) => {
  const response = await fetch(`${server.url}/__mock/reset`, { method: "POST" })
  if (response.status !== 404) fail(`/__mock/reset answered ${response.status}: the mock endpoints are on`)
  return "404: the mock's own endpoints are off"
}

const checkNotRoot = (container: Container) => {
  if (container.account.uid === 0) fail(`the image runs as root (User ${container.config.User ?? "unset"})`)
  return `User ${container.config.User ?? ""} = uid ${container.account.uid}, not root`
}

const checkPortalConfig = async (server: Server, apiRoot: string) => {
  const response = await fetch(`${server.url}/config.json`)
  if (response.status !== 200) fail(`/config.json answered ${response.status}`)
  const decoded = Schema.decodeUnknownResult(Config)(await jsonBody(response, "/config.json"))
  if (Result.isFailure(decoded)) return fail(`/config.json: ${decoded.failure}`)
  const config = decoded.success
  if (!("apiRoot" in config)) fail("/config.json has an encrypted API root, not API_ROOT's")
  if (config.apiRoot !== apiRoot) fail(`/config.json's apiRoot is ${config.apiRoot}, not ${apiRoot}`)
  return `200, the contract's Config with apiRoot ${config.apiRoot}`
}

/** The portal's host is not the API's, nor the mock's: neither kind of path is its to answer. */
const checkNotFound = async (server: Server, method: "GET" | "POST", path: string) => {
  const response = await fetch(`${server.url}${path}`, { method })
  await response.arrayBuffer()
  if (response.status !== 404) fail(`${method} ${path} answered ${response.status}, not 404`)
  return "404"
}

/** The pages call the API on its own origin: the policy must allow it, or the browser blocks every call. */
const checkConnectSrc = async (server: Server, apiRoot: string) => {
  const response = await fetch(`${server.url}/`)
  await response.arrayBuffer()
  const policy = response.headers.get("content-security-policy") ?? fail("/ has no content-security-policy")
  const connectSrc =
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/u))
      .find(([name]) => name === "connect-src") ?? fail(`no connect-src in ${policy}`)
  const apiOrigin = new URL(apiRoot).origin
  if (!connectSrc.includes(apiOrigin)) fail(`${connectSrc.join(" ")} does not name ${apiOrigin}`)
  return connectSrc.join(" ")
}

/** The image's Cmd with the image's Env alone (no API_ROOT) must stop at once, saying what is missing. */
const checkRefusesWithoutApiRoot = async (container: Container, chroot: string) => {
  const port = await freePort()
  const env = containerEnv(container, { HOST: "127.0.0.1", PORT: String(port) })
  if (env.API_ROOT !== undefined) fail(`the image's Env sets API_ROOT=${env.API_ROOT}: it is not required`)
  const result = runAllowingFailure(chroot, inContainer(container, imageCommand(container.config)), {
    env,
    timeoutMs: 60_000,
  })
  const stderr = result.stderr.trim()
  if (result.status === null) fail(`without API_ROOT the server was still running after 60 s\n${stderr}`)
  if (result.status === 0) fail("without API_ROOT the server exited 0")
  if (!stderr.includes("API_ROOT")) fail(`without API_ROOT, exit ${result.status}, not naming it:\n${stderr}`)
  return `exit ${result.status}: ${stderr.split("\n")[0] ?? ""}`
}

/** The HEALTHCHECK's command as Docker would run it: exec form (CMD) or through the shell (CMD-SHELL). */
const healthCommand = (config: ImageConfig) => {
  const [kind, ...rest] = config.Healthcheck?.Test ?? []
  if (kind === "CMD" && rest.length > 0) return rest
  if (kind === "CMD-SHELL" && rest[0] !== undefined) return ["/bin/sh", "-c", rest[0]]
  return fail(`the image has no HEALTHCHECK command (${JSON.stringify(config.Healthcheck ?? null)})`)
}

const runHealthCheck = (container: Container, chroot: string, env: NodeJS.ProcessEnv) => {
  const timeoutNs = container.config.Healthcheck?.Timeout ?? 30_000_000_000
  return runAllowingFailure(chroot, inContainer(container, healthCommand(container.config)), {
    env,
    timeoutMs: Math.ceil(timeoutNs / 1_000_000),
  }).status
}

const stopServer = async (server: Server) => {
  const pid = server.process.pid ?? fail("no server pid")
  process.kill(pid, "SIGTERM")
  // An unreferenced timer: once the server has exited it must not keep this script running 15 s more.
  const timeout = sleep(15_000, "timeout" as const, { ref: false })
  const code = await Promise.race([server.exited, timeout])
  if (code === "timeout") {
    process.kill(pid, "SIGKILL")
    fail(`the server (pid ${pid}) did not stop within 15 s of SIGTERM`)
  }
  if (code !== 0) fail(`the server (pid ${pid}) exited ${code} on SIGTERM`)
  return `pid ${pid} exited 0 on SIGTERM`
}

/** A started image's server, with what its checks need to look into the image or run commands in it. */
interface RunningImage {
  readonly container: Container
  readonly server: Server
  readonly chroot: string
}

/** One check of a running image: its step's name, and what it does, returning the line to print. */
type Check = readonly [name: string, body: (image: RunningImage) => string | Promise<string>]

/**
 * The steps every image goes through: mount it, start its server with the image's Env and `overrides`,
 * run `checks`, then its HEALTHCHECK with the server up, stop it, the HEALTHCHECK again (it must now
 * fail), and remove the working container. Each step's label starts with `label`.
 */
const checkImage = async (
  label: string,
  imageName: string,
  overrides: Readonly<Record<string, string>>,
  checks: ReadonlyArray<Check>,
) => {
  const container = await step(`${label}: mount the image (buildah from + mount)`, () =>
    mountImage(imageName),
  )
  const chroot = commandPath("chroot")
  const port = await freePort()
  // HOST: the image listens on 0.0.0.0; with chroot the server shares this machine's network.
  const env = containerEnv(container, { ...overrides, HOST: "127.0.0.1", PORT: String(port) })
  const server = await step(`${label}: start the server (chroot as the image's user)`, () =>
    startServer(container, chroot, env, port, label),
  )
  say(`server log: ${server.logPath}`)
  for (const [name, body] of checks) {
    await step(`${label}: ${name}`, () => body({ container, server, chroot })).then(say)
  }
  await step(`${label}: HEALTHCHECK with the server up`, () => {
    const status = runHealthCheck(container, chroot, env)
    if (status !== 0) fail(`the health check exited ${status}`)
    return "exit 0"
  }).then(say)
  await step(`${label}: stop the server`, () => stopServer(server)).then(say)
  await step(`${label}: HEALTHCHECK with the server stopped`, () => {
    const status = runHealthCheck(container, chroot, env)
    if (status === 0) fail("the health check passed with no server")
    return `exit ${status} (unhealthy, as it should be)`
  }).then(say)
  await step(`${label}: clean up (buildah umount + rm)`, cleanUp)
}

const demoChecks: ReadonlyArray<Check> = [
  ["GET /config.json", ({ server }) => checkConfig(server)],
  ["sign-in GET /api/login", ({ server }) => checkSignIn(server)],
  ["GET / (the web app)", ({ server, container }) => checkIndex(server, container)],
  ["POST /__mock/reset (off in the image)", ({ server }) => checkMockEndpointsOff(server)],
]

const portalChecks = (apiRoot: string): ReadonlyArray<Check> => [
  ["the image's User", ({ container }) => checkNotRoot(container)],
  ["GET / (the web app)", ({ server, container }) => checkIndex(server, container)],
  ["GET /config.json (apiRoot is API_ROOT)", ({ server }) => checkPortalConfig(server, apiRoot)],
  ["GET /api/accounts (not the portal's)", ({ server }) => checkNotFound(server, "GET", "/api/accounts")],
  ["POST /__mock/reset (not the portal's)", ({ server }) => checkNotFound(server, "POST", "/__mock/reset")],
  ["content-security-policy connect-src", ({ server }) => checkConnectSrc(server, apiRoot)],
  [
    "start without API_ROOT (refused)",
    ({ container, chroot }) => checkRefusesWithoutApiRoot(container, chroot),
  ],
]

const main = async () => {
  if (process.getuid?.() !== 0) {
    // apt-get, debootstrap, buildah's storage and chroot all need root: the whole check runs under sudo.
    say("not root: running again under sudo")
    const again = spawnSync("sudo", ["--preserve-env", process.execPath, ...process.argv.slice(1)], {
      stdio: "inherit",
    })
    return again.status ?? 1
  }
  await step("tools", installTools).then(say)
  await step(`base image ${baseImage}`, baseImageStep).then(say)
  await step("demo: build (buildah bud)", () => buildImage(demoImage)).then(say)
  await checkImage("demo", demoImage, {}, demoChecks)
  await step("portal: build (buildah bud --target portal)", () => buildImage(portalImage, "portal")).then(say)
  // Nothing needs to listen there: the portal's host only names the API (config.json, its policy).
  const apiRoot = `http://127.0.0.1:${await freePort()}/api`
  await checkImage("portal", portalImage, { API_ROOT: apiRoot }, portalChecks(apiRoot))
  return 0
}

const status = await main().catch((error: unknown) => {
  process.stderr.write(`docker check: ${error instanceof Error ? error.message : String(error)}\n`)
  cleanUp()
  return 1
})
say(`docker check ${status === 0 ? "passed" : "FAILED"} in ${seconds(scriptStart)}`)
process.exitCode = status
