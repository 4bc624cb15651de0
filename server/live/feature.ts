import type { ServerResponse } from 'node:http'
import { BRANCH_CLOSED_CHANNEL, SESSION_ENDED_CHANNEL, SESSIONS_REVOKED_CHANNEL } from '../auth'
import { defineFeature } from '../lib/feature'
import { NOTIFICATION_CHANNEL } from '../notifications'
import { startLiveHub } from './hub'
import { liveRoutes } from './routes'

export const liveFeature = defineFeature({
  name: 'live',
  needs: ['sessions', 'orderEvents'],
  gives: [],
  channels: [NOTIFICATION_CHANNEL, SESSIONS_REVOKED_CHANNEL, BRANCH_CLOSED_CHANNEL, SESSION_ENDED_CHANNEL],
  build({ channels }, { sessions, orderEvents }) {
    const hub = startLiveHub(channels, orderEvents)
    // the browsers' open streams, ended before the server closes (routes.ts)
    const open = new Set<ServerResponse>()
    return {
      gives: {},
      // a stream ends with its session: the hub hears the ends, the store answers for lost notices
      routes: (app) => liveRoutes(app, { hub, sessions, open }),
      metrics: { openStreams: () => open.size },
      close: () => hub.close(),
    }
  },
})
