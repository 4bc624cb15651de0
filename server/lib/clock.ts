/** Time as the app sees it. Tests pass a clock they can move (lockout expiry, sessions, tokens). */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export class ManualClock implements Clock {
  private current: number
  constructor(start: Date | string = '2026-11-20T03:00:00Z') {
    this.current = new Date(start).getTime()
  }
  now(): Date {
    return new Date(this.current)
  }
  advance(ms: number): void {
    this.current += ms
  }
  set(at: Date | string): void {
    this.current = new Date(at).getTime()
  }
}
