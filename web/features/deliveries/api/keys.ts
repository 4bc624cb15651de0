// Every cached answer of the deliveries starts with 'deliveries': an order's panel under its
// detail, and one delivery whole (its page and Surat Jalan).

export const deliveryKeys = {
  all: ['deliveries'] as const,
  ofOrder: (orderId: number) => ['deliveries', 'order', orderId] as const,
  one: (id: number) => ['deliveries', 'one', id] as const,
}
