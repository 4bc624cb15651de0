import type { FastifyInstance } from 'fastify'
import type { Built, Feature, Platform, ServiceName, Services } from './feature'

// Builds the features in the order they are listed: each sees only what it named in `needs`, and
// only what a feature before it gave; a missing or twice-given service stops the start with its
// name. Nothing is registered on the server here: the caller adds its hooks, then the routes.

export interface Composed {
  services: Partial<Services>
  built: Array<{ name: string } & Built<ServiceName>>
}

// biome-ignore lint/suspicious/noExplicitAny: a list of features holds descriptors of every shape
export type AnyFeature = Feature<any, any>

/** Every channel some feature listens on: the LISTEN connection is opened with these. */
export function channelsOf(features: readonly AnyFeature[]): string[] {
  return [...new Set(features.flatMap((f) => f.channels ?? []))]
}

/**
 * `preset` hands in services from outside (a test's stock service): a feature that gives only
 * preset services is not built.
 */
export async function composeFeatures(
  features: readonly AnyFeature[],
  platform: Platform,
  preset: Partial<Services> = {},
): Promise<Composed> {
  const services: Partial<Record<ServiceName, unknown>> = { ...preset }
  const built: Composed['built'] = []
  for (const feature of features) {
    const gives = feature.gives as ServiceName[]
    if (gives.length > 0 && gives.every((name) => name in preset)) continue
    const given: Record<string, unknown> = {}
    for (const need of feature.needs as ServiceName[]) {
      if (!(need in services)) throw new Error(`feature ${feature.name} needs ${need}, which no feature before it gives`)
      given[need] = services[need]
    }
    const listed = new Set(feature.channels ?? [])
    const channels: Platform['channels'] = {
      listen(channel, handler) {
        if (!listed.has(channel)) throw new Error(`feature ${feature.name} listens on ${channel} without declaring it`)
        return platform.channels.listen(channel, handler)
      },
      onResume: (handler) => platform.channels.onResume(handler),
    }
    const parts = await feature.build({ ...platform, channels }, given as Pick<Services, never>)
    for (const name of gives) {
      if (name in services) throw new Error(`feature ${feature.name} gives ${name}, which another feature already gives`)
      if (!(name in parts.gives)) throw new Error(`feature ${feature.name} declares ${name} but does not give it`)
      services[name] = (parts.gives as Record<string, unknown>)[name]
    }
    built.push({ name: feature.name, ...parts })
  }
  return { services: services as Partial<Services>, built }
}

/** The features' routes, in the features' order. */
export async function registerFeatureRoutes(app: FastifyInstance, composed: Composed): Promise<void> {
  for (const part of composed.built) if (part.routes) await part.routes(app)
}

/** The features as a Markdown table, in their order: docs/architecture.md holds it (a test checks). */
export function featureTable(features: readonly AnyFeature[]): string {
  const list = (names: readonly string[] | undefined) => (names?.length ? names.map((n) => `\`${n}\``).join(', ') : '')
  const rows = features.map(
    (f) => `| ${f.name} | ${list(f.needs)} | ${list(f.gives)} | ${list(f.channels)} | ${list(f.tables)} |`,
  )
  return ['| feature | needs | gives | listens on | tables |', '|---|---|---|---|---|', ...rows].join('\n')
}
