import { describe, expect, it } from 'vitest'
import { firstScreenDocument, inertJson, STATE_ELEMENT_ID } from './document'

const TEMPLATE =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"><!--first-screen--><p>Memuat…</p><!--/first-screen--></div></body></html>'

describe("a first screen's document", () => {
  it("puts the screen in #root, the state in a JSON element, the modules' files in the head", () => {
    const page = { html: '<main>Keranjang</main>', state: { session: null, n: 1 }, modules: ['userLayout', 'cart'] }
    const assets = {
      userLayout: { js: ['assets/l.js'], css: ['assets/l.css'] },
      cart: { js: ['assets/c.js', 'assets/l.js'], css: ['assets/l.css'] },
    }
    const body = firstScreenDocument(TEMPLATE, page, assets) ?? ''
    expect(body).toContain('<div id="root"><main>Keranjang</main></div>')
    expect(body).toContain(`<script type="application/json" id="${STATE_ELEMENT_ID}">{"session":null,"n":1}</script>`)
    // each file once, stylesheets first
    expect(body.match(/assets\/l\.css/g)).toHaveLength(1)
    expect(body.match(/assets\/l\.js/g)).toHaveLength(1)
    expect(body.indexOf('l.css')).toBeLessThan(body.indexOf('c.js'))
    expect(body.indexOf('l.css')).toBeLessThan(body.indexOf('</head>'))
    // the scripts inert until the page has painted (web/start.ts asks them then)
    expect(body).toContain(
      '<template id="page-scripts"><link rel="modulepreload" crossorigin href="/assets/l.js"><link rel="modulepreload" crossorigin href="/assets/c.js"></template>',
    )
  })

  it('keeps a name or note that holds markup inert inside the state', () => {
    const hostile = { note: '</script><script>alert(1)</script><!-- & -->' }
    const json = inertJson(hostile)
    expect(json).not.toMatch(/[<>&]/)
    expect(JSON.parse(json)).toEqual(hostile)
    const body = firstScreenDocument(TEMPLATE, { html: '', state: hostile, modules: [] }, {}) ?? ''
    expect(body.match(/<script/g)).toHaveLength(1)
  })

  it('is not made from a template without the place for it (the browser renders the page)', () => {
    expect(
      firstScreenDocument(
        '<html><head></head><body><div id="root"></div></body></html>',
        { html: 'x', state: {}, modules: [] },
        {},
      ),
    ).toBeNull()
  })
})
