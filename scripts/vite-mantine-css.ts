// CSS of the UI kit per component: every @mantine/core component keeps its class names in a
// `<Name>.module.mjs`, and the kit ships the rules of each as `styles/<Name>.css`. In a build this
// plugin makes each class-name module import its own stylesheet, so a component's CSS travels in
// the same chunk as its code and a page loads only the rules of the components it renders (the
// login page no longer downloads the tables and the date pickers). Those modules import their
// component's dependencies first, so the rules keep the kit's cascade order (UnstyledButton before
// Button, Input before TextInput). The dev server pre-bundles the kit, where no transform reaches,
// so there the whole stylesheet is loaded once instead.
import type { Plugin } from 'vite'

const COMPONENT_CLASSES = /@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/
const APP_ENTRY = /\/web\/main\.tsx$/

/** The stylesheet a class-name module of the kit needs, or undefined for any other module. */
export function componentStylesheet(id: string): string | undefined {
  const name = COMPONENT_CLASSES.exec(id.split('?')[0])?.[1]
  return name ? `@mantine/core/styles/${name}.css` : undefined
}

export function mantineComponentCss(): Plugin {
  let serving = false
  return {
    name: 'mantine-component-css',
    configResolved(config) {
      serving = config.command === 'serve'
    },
    transform(code, id) {
      if (serving) {
        return APP_ENTRY.test(id) ? { code: `import '@mantine/core/styles.css'\n${code}`, map: null } : undefined
      }
      const stylesheet = componentStylesheet(id)
      return stylesheet ? { code: `import '${stylesheet}'\n${code}`, map: null } : undefined
    },
  }
}
