// Drops CSS rules of a prerendered page whose classes never occur on it. antd's extracted styles cover whole
// components (all 24 grid columns at every breakpoint); the login page uses a few dozen of those classes.
import { compile, serialize, stringify } from 'stylis'

/** Classes the login script adds at run time (error, loading and focus states), kept although not in the HTML. */
export const runtimeClasses = [
  'ant-form-item-has-error',
  'ant-form-item-explain',
  'ant-form-item-explain-connected',
  'ant-form-item-explain-error',
  'ant-input-affix-wrapper-status-error',
  'ant-input-status-error',
  'ant-input-affix-wrapper-focused',
  'ant-btn-loading',
]

export function classesIn(html) {
  const found = new Set(runtimeClasses)
  for (const match of html.matchAll(/class="([^"]*)"/g)) for (const c of match[1].split(/\s+/)) if (c) found.add(c)
  return found
}

export function purgeCss(css, used) {
  const keepSelector = (selector) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((m) => used.has(m[1]))
  const prune = (nodes) =>
    nodes.filter((node) => {
      if (node.type === 'rule') {
        node.props = node.props.filter(keepSelector)
        return node.props.length > 0
      }
      if (Array.isArray(node.children) && node.type.startsWith('@') && node.type !== '@keyframes') {
        node.children = prune(node.children)
      }
      return true
    })
  return serialize(prune(compile(css)), stringify)
}

/** Purges every <style> block of an HTML fragment, dropping blocks left empty. */
export function purgeStyleBlocks(styles, used) {
  return styles.replace(/<style([^>]*)>([\s\S]*?)<\/style>/g, (_, attrs, css) => {
    const kept = purgeCss(css, used)
    return kept ? `<style${attrs}>${kept}</style>` : ''
  })
}
