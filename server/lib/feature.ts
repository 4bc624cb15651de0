import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../app-config'
import type { DatabaseHandle, Db } from '../db/connect'
import type { Notifications } from '../db/notifications'
import type { Database } from '../db/types'
import type { MetricsSources } from '../http/metrics'
import type { Clock } from './clock'

// How a feature plugs into the server (docs/adding-a-feature.md): its folder's index.ts exports
// one descriptor saying what it needs from the features before it, what it gives to those after,
// the channels it listens on, the tables it owns, what it measures, its routes and what it
// starts. server/features.ts lists the descriptors in order; server/app.ts builds them
// (compose.ts) and adds the plumbing.

/**
 * Everything one feature hands another, by name. Empty here: each feature adds what it gives,
 * next to its descriptor, by declaration merging:
 * `declare module '../lib/feature' { interface Services { catalogue: CatalogueService } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the features (declaration merging)
export interface Services {}

export type ServiceName = keyof Services

/** What every feature gets from the plumbing, whatever it names in `needs`. */
export interface Platform {
  db: Db
  database: DatabaseHandle
  config: AppConfig
  clock: Clock
  log: FastifyInstance['log']
  /** the instance's LISTEN connection: only the channels the feature declared may be listened to */
  channels: Pick<Notifications, 'listen' | 'onResume'>
  /** the server's secret (cookies, CSRF tokens) */
  secret: string
}

/** What a feature's build answers: what it gives and how it joins the server. */
export interface Built<Gives extends ServiceName> {
  /** the services it gives, by the names its descriptor declares */
  gives: Pick<Services, Gives>
  /** its routes, registered in the features' order after every feature is built */
  routes?: (app: FastifyInstance) => Promise<unknown>
  /** figures /api/metrics reads when scraped */
  metrics?: Partial<Omit<MetricsSources, 'pool'>>
  /** what it started (a worker, a sender), stopped when the server closes */
  close?: () => Promise<void> | void
}

export interface Feature<Needs extends ServiceName = ServiceName, Gives extends ServiceName = never> {
  name: string
  needs: readonly Needs[]
  gives: readonly Gives[]
  /** the LISTEN/NOTIFY channels it listens on (every instance hears what any instance announces) */
  channels?: readonly string[]
  /** the tables it owns: their types are in its tables.ts, each table has one owner (features-tables.test.ts) */
  tables?: readonly (keyof Database)[]
  build(platform: Platform, services: Pick<Services, Needs>): Promise<Built<Gives>> | Built<Gives>
}

/** Typed identity: the descriptor's `needs` and `gives` narrow what its build sees and answers. */
export function defineFeature<const Needs extends ServiceName = never, const Gives extends ServiceName = never>(
  feature: Feature<Needs, Gives>,
): Feature<Needs, Gives> {
  return feature
}
