// First screens rendered in worker threads (piscina): a render is synchronous CPU, 9-37 ms a page
// at dealer scale, and on the main thread every other request (the next visitors' sessions, their
// pages' heads, the API) waited behind it. The main thread keeps what is its own, the sessions, the
// reads (the services and the database pool live there) and the writing of the answer; a worker
// gets the page's input and asks the page's reads back over a MessagePort of its own.
import { MessageChannel } from 'node:worker_threads'
import { Piscina } from 'piscina'
import type { FirstScreenInput, RenderedScreen } from '#web/entry-server.tsx'

/** What a worker is given: the input without its functions (they stay here, behind the port). */
export interface RenderTask {
  entry: string
  input: Omit<FirstScreenInput, 'read' | 'report'>
  /** Epoch ms: a task that waited for a thread past it is left to the browser unrendered. */
  deadline: number
}

/** The pool's start: each thread loads the entry (a second or so) before the first visitor. */
interface WarmTask {
  entry: string
  warm: true
}

/** From the worker: a read to answer, or a part of the screen it left to the browser. */
export type WorkerMessage =
  | { type: 'read'; id: number; path: string; query: Record<string, string> }
  | { type: 'report'; message: string }

/** To the worker: a read's answer or why it failed. */
export type ReadAnswer = { id: number; ok: true; data: unknown } | { id: number; ok: false; message: string }

export interface RenderPool {
  render(input: FirstScreenInput, deadline: number): Promise<RenderedScreen>
  close(): Promise<void>
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The pool, once each of its threads has loaded `entry`. */
export async function renderPool(threads: number, entry: string): Promise<RenderPool> {
  const pool = new Piscina<(RenderTask & { port: MessagePort }) | WarmTask, RenderedScreen>({
    filename: new URL('./render-worker.mjs', import.meta.url).href,
    // started with the server and kept: a worker loads the web app's server build, a second or so
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
  })
  // as many at once as there are threads: an idle thread takes each
  await Promise.all(Array.from({ length: threads }, () => pool.run({ entry, warm: true })))
  return {
    async render({ read, report, ...input }, deadline) {
      const { port1, port2 } = new MessageChannel()
      port1.on('message', (message: WorkerMessage) => {
        if (message.type === 'report') return report(new Error(message.message))
        read(message.path, message.query).then(
          (data) => port1.postMessage({ id: message.id, ok: true, data } satisfies ReadAnswer),
          (error: unknown) => port1.postMessage({ id: message.id, ok: false, message: messageOf(error) } satisfies ReadAnswer),
        )
      })
      try {
        return await pool.run({ entry, input, deadline, port: port2 as unknown as MessagePort }, { transferList: [port2] })
      } finally {
        port1.close()
      }
    },
    close: () => pool.destroy(),
  }
}
