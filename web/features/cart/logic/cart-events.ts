// A failed cart sync anywhere tells the screens that listen (catalogue, cart) through one event.
const CART_ERROR_EVENT = 'cart:error'

interface CartErrorDetail {
  message: string
  code?: string
}

export function emitCartError(detail: CartErrorDetail): void {
  window.dispatchEvent(new CustomEvent<CartErrorDetail>(CART_ERROR_EVENT, { detail }))
}

export function onCartError(handler: (detail: CartErrorDetail) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<CartErrorDetail>).detail)
  window.addEventListener(CART_ERROR_EVENT, listener)
  return () => window.removeEventListener(CART_ERROR_EVENT, listener)
}
