import { describe, expect, it } from 'vitest'
import { afterLoginDestination, loginUrlFor, safeUserRedirect } from './redirect'

describe('safeUserRedirect', () => {
  it.each([
    ['/user/keranjang', '/user/keranjang'],
    ['/user/pesanan/estimasi?q=abc#top', '/user/pesanan/estimasi?q=abc#top'],
    ['/user/produk/12', '/user/produk/12'],
  ])('keeps the user-area path %s', (value, expected) => {
    expect(safeUserRedirect(value)).toBe(expected)
  })

  it.each([
    [null],
    [''],
    ['user/keranjang'],
    ['//evil.example/user/x'],
    ['/\\evil.example/user/x'],
    ['https://evil.example/user/x'],
    ['javascript:alert(1)'],
    ['/seller/pesanan/estimasi'],
    ['/login'],
    ['/user'],
    ['/user/../seller/profile'],
    ['/user/x\nSet-Cookie: a=b'],
  ])('refuses %j', (value) => {
    expect(safeUserRedirect(value)).toBeNull()
  })
})

describe('afterLoginDestination', () => {
  it('sends a seller to the seller home whatever the redirect', () => {
    expect(afterLoginDestination('seller', '/user/keranjang')).toBe('/seller/pesanan/estimasi')
  })

  it('sends head office to its branches whatever the redirect', () => {
    expect(afterLoginDestination('admin', '/user/keranjang')).toBe('/admin/cabang')
    expect(afterLoginDestination('admin', null)).toBe('/admin/cabang')
  })

  it('sends a user to a safe redirect, else to /user/produk', () => {
    expect(afterLoginDestination('user', '/user/keranjang')).toBe('/user/keranjang')
    expect(afterLoginDestination('user', '//evil.example')).toBe('/user/produk')
    expect(afterLoginDestination('user', null)).toBe('/user/produk')
  })
})

describe('loginUrlFor', () => {
  it('carries path and search in the redirect query', () => {
    expect(loginUrlFor('/user/pesanan/po?q=a&b=1')).toBe('/login?redirect=%2Fuser%2Fpesanan%2Fpo%3Fq%3Da%26b%3D1')
  })
})
