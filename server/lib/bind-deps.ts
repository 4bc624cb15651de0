// A feature's operations are module-level functions that take their dependencies first
// (server/orders/order-action.ts is the model): testable alone, and no closure grows around them.
// The feature's service is those operations with its dependencies bound, which is all this does.

// biome-ignore lint/suspicious/noExplicitAny: any argument list: each operation keeps its own
type Operation<Deps> = (deps: Deps, ...args: any[]) => unknown

/** The operation as its callers see it: the same arguments after the dependencies, the same answer. */
export type Bound<Op> = Op extends (deps: never, ...args: infer Args) => infer Result ? (...args: Args) => Result : never

export function bindDeps<Deps, Ops extends Record<string, Operation<Deps>>>(
  deps: Deps,
  ops: Ops,
): { [K in keyof Ops]: Bound<Ops[K]> } {
  const bound: Record<string, unknown> = {}
  for (const [name, op] of Object.entries(ops)) bound[name] = (...args: unknown[]) => op(deps, ...args)
  return bound as { [K in keyof Ops]: Bound<Ops[K]> }
}
