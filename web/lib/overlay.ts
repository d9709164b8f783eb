/** The loading overlay lives in index.html with its own script (public/overlay.js); the app reports stages to it. */
export type OverlayStage = 'scripts' | 'auth' | 'app'

type OverlayApi = { stage(name: OverlayStage): void; done(): void }

function overlay(): OverlayApi | undefined {
  return (globalThis as { hicOverlay?: OverlayApi }).hicOverlay
}

export function overlayStage(name: OverlayStage) {
  overlay()?.stage(name)
}

export function overlayDone() {
  overlay()?.done()
}
