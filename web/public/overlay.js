// Loading overlay (docs/shell.md § Frame): progress weighted assets 40, scripts 30, authentication 20, app init 10;
// removed no earlier than 0.1 s after start and no later than 8 s, or 1.5 s after the load event. A plain external file
// because the content security policy forbids inline script. The app reports stages through window.hicOverlay.
;(() => {
  var MIN_MS = 100
  var MAX_MS = 8000
  var AFTER_LOAD_MS = 1500
  var weights = { assets: 40, scripts: 30, auth: 20, app: 10 }
  var reached = {}
  var removed = false
  var root = document.getElementById('app-loading')
  var bar = document.getElementById('app-loading-bar')

  function elapsed() {
    return performance.now()
  }

  function render() {
    var total = 0
    for (var key in reached) total += weights[key] || 0
    if (bar) bar.style.width = `${total}%`
    if (root) root.setAttribute('aria-valuenow', String(total))
  }

  function remove() {
    if (removed) return
    removed = true
    if (root?.parentNode) root.parentNode.removeChild(root)
    document.documentElement.removeAttribute('data-loading')
  }

  function removeSoon() {
    setTimeout(remove, Math.max(0, MIN_MS - elapsed()))
  }

  function stage(name) {
    if (!(name in weights) || reached[name]) return
    reached[name] = true
    render()
  }

  window.hicOverlay = {
    stage: stage,
    done: () => {
      stage('scripts')
      stage('auth')
      stage('app')
      removeSoon()
    },
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => stage('assets'))
  else stage('assets')
  window.addEventListener('load', () => {
    stage('assets')
    setTimeout(remove, AFTER_LOAD_MS)
  })
  setTimeout(remove, Math.max(0, MAX_MS - elapsed()))
})()
