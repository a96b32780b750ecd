// compose.yaml and the README's `docker compose …` lines as podman commands, for `npm run test:containers`
// (scripts/test-containers.ts). These machines have podman but neither compose nor a bridge network
// (../shared/container/README.md): every service runs on the host's network, each published port moved to a free
// loopback port through the setting that chooses it. Every key of a service becomes its flag or is refused by
// name, so a promise compose.yaml makes is never skipped in silence.
import { parse } from "yaml";

type Healthcheck = { test: string[] | string; interval?: string; timeout?: string; start_period?: string; retries?: number };
type Service = {
  build?: { context: string; target?: string; dockerfile?: string };
  image: string;
  command?: string[];
  environment?: Record<string, string | number | boolean> | string[];
  volumes?: string[];
  ports?: string[];
  read_only?: boolean;
  tmpfs?: string[];
  cap_drop?: string[];
  security_opt?: string[];
  init?: boolean;
  restart?: string;
  stop_grace_period?: string;
  healthcheck?: Healthcheck;
  depends_on?: Record<string, { condition: string }>;
};
export type Compose = { services: Record<string, Service>; volumes: string[] };

/** The keys turned into `podman run` flags below, or used to order and build the services. */
const UNDERSTOOD = new Set(["build", "image", "command", "environment", "volumes", "ports", "read_only", "tmpfs", "cap_drop", "security_opt", "init", "restart", "stop_grace_period", "healthcheck", "depends_on"]);

/**
 * With the host's network, a container listens where its settings say: for each port compose.yaml publishes,
 * the variables that choose the port and the address (README, "Settings" and "The office").
 */
export const PORT_SETTINGS: Record<string, { port: string; host: string }> = {
  "3000": { port: "PORT", host: "HOST" },
  "8080": { port: "OFFICE_PORT", host: "OFFICE_HOST" },
  "3001": { port: "PREVIEW_PORT", host: "PREVIEW_HOST" },
};

/** compose's interpolation of every string in the file: `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `$NAME`, `$$`. */
function interpolate(value: unknown, variables: Record<string, string | undefined>): unknown {
  if (typeof value === "string") {
    return value.replace(/\$(?:\$|\{([A-Za-z_]\w*)(?:(:?-)([^}]*))?\}|([A-Za-z_]\w*)|(.?))/g, (whole, braced, operator, fallback, bare, other) => {
      if (whole === "$$") return "$";
      if (other !== undefined) throw new Error(`compose.yaml: "${value}" has a $ that is neither $$ nor a variable`);
      const given = variables[braced ?? bare];
      if (operator === ":-") return given || fallback;
      if (operator === "-") return given ?? fallback;
      return given ?? "";
    });
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, variables));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, variables)]));
  return value;
}

/** compose.yaml read as `docker compose` reads it, `variables` standing for the environment and its .env file. */
export function readCompose(text: string, variables: Record<string, string | undefined>): Compose {
  const file = interpolate(parse(text, { merge: true }), variables) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
  for (const [name, service] of Object.entries(file.services)) {
    const unknown = Object.keys(service).filter((key) => !UNDERSTOOD.has(key));
    if (unknown.length > 0) throw new Error(`compose.yaml: the service ${name} has ${unknown.join(", ")}, which test:containers does not turn into podman's flags yet`);
  }
  return { services: file.services, volumes: Object.keys(file.volumes ?? {}) };
}

/** Seconds of a compose duration such as `15s` or `1m30s`. */
export function seconds(duration: string) {
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(h|m|s|ms)/g)];
  if (parts.map((part) => part[0]).join("") !== duration) throw new Error(`compose.yaml: "${duration}" is not a duration`);
  const unit = { h: 3600, m: 60, s: 1, ms: 0.001 } as const;
  return parts.reduce((sum, [, amount, name]) => sum + Number(amount) * unit[name as keyof typeof unit], 0);
}

/** A published port, `[address:]host:container`. */
const portOf = (mapping: string) => {
  const parts = mapping.split(":");
  return { address: parts.length === 3 ? parts[0]! : "0.0.0.0", container: parts.at(-1)! };
};

/**
 * One copy of the services on this machine: its containers and volumes named after `project` (so that nothing
 * else is ever touched), its images after `imagePrefix`, and a free loopback port for each published one.
 */
export type Placement = { project: string; imagePrefix: string; ports: Record<string, Record<string, number>> };

export const containerName = (placement: Placement, service: string) => `${placement.project}-${service}`;
export const volumeName = (placement: Placement, volume: string) => `${placement.project}-${volume}`;
export const imageName = (placement: Placement, image: string) => `${placement.imagePrefix}${image}`;

/** What reaches another service by its compose name, or the service itself at its port, reaches it on loopback here. */
function onLoopback(text: string, own: string, placement: Placement) {
  return text
    .replace(/\/\/([\w-]+):(\d+)/g, (whole, service: string, port: string) => {
      const moved = placement.ports[service]?.[port];
      return moved ? `//127.0.0.1:${moved}` : whole;
    })
    .replace(/\b127\.0\.0\.1:(\d+)/g, (whole, port: string) => {
      const moved = placement.ports[own]?.[port];
      return moved ? `127.0.0.1:${moved}` : whole;
    });
}

/** The service's variables, compose's list or map form, with the settings that move its ports. */
function environmentOf(compose: Compose, name: string, placement: Placement) {
  const service = compose.services[name]!;
  const given = Array.isArray(service.environment)
    ? service.environment.map((entry) => entry.split(/=(.*)/s).slice(0, 2) as [string, string])
    : Object.entries(service.environment ?? {}).map(([key, value]) => [key, String(value)] as [string, string]);
  const variables = given.map(([key, value]) => [key, onLoopback(value, name, placement)]);
  for (const mapping of service.ports ?? []) {
    const { address, container } = portOf(mapping);
    const settings = PORT_SETTINGS[container];
    const moved = placement.ports[name]?.[container];
    if (!settings || !moved) throw new Error(`compose.yaml: the service ${name} publishes port ${container}, which test:containers cannot move (see PORT_SETTINGS)`);
    variables.push([settings.port, String(moved)], [settings.host, address]);
  }
  return variables;
}

/** The ports each service publishes, each given a port of this machine by `free`. */
export async function placePorts(compose: Compose, free: () => Promise<number>) {
  const ports: Placement["ports"] = {};
  for (const [name, service] of Object.entries(compose.services)) {
    for (const mapping of service.ports ?? []) (ports[name] ??= {})[portOf(mapping).container] = await free();
  }
  return ports;
}

/** podman's health flags: its --health-cmd takes exec form as a JSON array without compose's leading "CMD". */
function healthFlags(check: Healthcheck, own: string, placement: Placement) {
  const test = typeof check.test === "string" ? ["CMD-SHELL", check.test] : check.test.map((part) => onLoopback(part, own, placement));
  const [form, ...command] = test;
  const cmd = form === "CMD" ? JSON.stringify(command) : form === "CMD-SHELL" ? command.join(" ") : undefined;
  if (cmd === undefined) throw new Error(`compose.yaml: the health check of ${own} starts with ${form}, neither CMD nor CMD-SHELL`);
  const options = { "--health-interval": check.interval, "--health-timeout": check.timeout, "--health-start-period": check.start_period, "--health-retries": check.retries };
  return ["--health-cmd", cmd, ...Object.entries(options).flatMap(([flag, value]) => (value === undefined ? [] : [flag, String(value)]))];
}

/** The services in the order `docker compose up` starts them: each after those it depends on. */
export function startOrder(compose: Compose) {
  const order: string[] = [];
  const visit = (name: string) => {
    if (order.includes(name)) return;
    for (const dependency of Object.keys(compose.services[name]!.depends_on ?? {})) visit(dependency);
    order.push(name);
  };
  Object.keys(compose.services).forEach(visit);
  return order;
}

/** Whether another service waits for this one to end successfully (first-start): `up` runs it to its end first. */
export const runsToCompletion = (compose: Compose, name: string) =>
  Object.values(compose.services).some((service) => service.depends_on?.[name]?.condition === "service_completed_successfully");

/** The seconds a service has to stop before it is killed (compose's default: 10). */
export const stopGraceSeconds = (compose: Compose, name: string) => seconds(compose.services[name]!.stop_grace_period ?? "10s");

/**
 * The arguments of `podman run` (after `run`, before none) for the service as compose.yaml describes it, named
 * in `placement`; `oneOff` for `docker compose run`: its own name, no restart policy, `command` in the service's.
 */
export function runArguments(compose: Compose, name: string, placement: Placement, oneOff?: { command: string[] }) {
  const service = compose.services[name]!;
  const flags = ["--name", containerName(placement, oneOff ? `${name}-run` : name), "--network", "host"];
  for (const [key, value] of environmentOf(compose, name, placement)) flags.push("-e", `${key}=${value}`);
  for (const volume of service.volumes ?? []) {
    const [source, ...rest] = volume.split(":");
    if (!compose.volumes.includes(source!)) throw new Error(`compose.yaml: ${name}'s volume ${volume} is not a named volume of the file`);
    flags.push("-v", [volumeName(placement, source!), ...rest].join(":"));
  }
  // podman's --read-only adds a writable /tmp, /run and /var/tmp of its own; Docker's does not.
  if (service.read_only) flags.push("--read-only", "--read-only-tmpfs=false");
  for (const mount of service.tmpfs ?? []) flags.push("--tmpfs", mount);
  for (const capability of service.cap_drop ?? []) flags.push("--cap-drop", capability);
  for (const option of service.security_opt ?? []) flags.push("--security-opt", option);
  if (service.init) flags.push("--init");
  if (service.restart && !oneOff) flags.push("--restart", service.restart);
  flags.push("--stop-timeout", String(stopGraceSeconds(compose, name)));
  if (service.healthcheck) flags.push(...healthFlags(service.healthcheck, name, placement));
  return [...flags, imageName(placement, service.image), ...(oneOff?.command ?? service.command ?? [])];
}

/** A command line's words, read as a shell reads a simple one: quotes, a trailing `# comment`, a `< file`. */
export function shellWords(line: string) {
  const words: string[] = [];
  let input: string | undefined;
  const tokens = line.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g);
  for (const [, doubled, single, bare] of tokens) {
    if (bare?.startsWith("#")) break;
    if (bare === "<") input = tokens.next().value?.[0];
    else words.push(doubled?.replace(/\\(.)/g, "$1") ?? single ?? bare!);
  }
  return { words, input };
}

/**
 * A README line `[sudo] docker compose exec|run [options] SERVICE COMMAND…` as the podman command that does the
 * same here: `exec` in the running container, `run` as a one-off container of the service in `placement`.
 */
export function podmanCommand(line: string, compose: Compose, placement: Placement) {
  const { words, input } = shellWords(line);
  const start = words.indexOf("docker");
  const [, composeWord, subcommand, ...rest] = words.slice(start);
  if (start < 0 || composeWord !== "compose" || (subcommand !== "exec" && subcommand !== "run")) throw new Error(`the README's line "${line}" is not a docker compose exec or run`);
  const allowed = subcommand === "exec" ? ["-T"] : ["--rm", "--no-deps", "-T"];
  const options = rest.slice(0, rest.findIndex((word) => !word.startsWith("-")));
  const unknown = options.filter((option) => !allowed.includes(option));
  if (unknown.length > 0) throw new Error(`the README's line "${line}" has ${unknown.join(" ")}, which test:containers does not turn into podman's yet`);
  const [service, ...command] = rest.slice(options.length);
  if (!service || !compose.services[service]) throw new Error(`the README's line "${line}" names no service of compose.yaml`);
  const stdin = input === undefined ? [] : ["-i"];
  const argv =
    subcommand === "exec"
      ? ["exec", ...stdin, containerName(placement, service), ...command]
      : ["run", ...stdin, ...(options.includes("--rm") ? ["--rm"] : []), ...runArguments(compose, service, placement, { command })];
  return { argv, input };
}
