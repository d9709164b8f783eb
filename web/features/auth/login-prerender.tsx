import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs'
import { renderToString } from 'react-dom/server'
import { defaultLoginTexts, LoginView } from './login-view.tsx'

/** Build-time render of /login (scripts/prerender.mjs): the page's HTML, antd's styles and its payload. */
export function renderLogin() {
  const cache = createCache()
  const html = renderToString(
    <StyleProvider cache={cache}>
      <LoginView />
    </StyleProvider>,
  )
  return { html, styles: extractStyle(cache), payload: { route: '/login', texts: defaultLoginTexts } }
}
